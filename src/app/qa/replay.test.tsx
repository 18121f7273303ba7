import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { MemoryRouter } from 'react-router-dom';
import { itemAdded } from '../../features/cart';
import { serverCatalog } from '../../test/catalog';
import cartEdits from '../../test/qa-logs/cart-edits.json';
import { renderApp } from '../../test/render';
import { App } from '../App';
import { Providers } from '../Providers';
import { makeStore, type AppStore } from '../store';
import { parseActionLog } from './devtoolsLog';
import { QaMode } from './QaMode';
import { createActionRecorder } from './recorder';
import { replayActionLog } from './replay';
import { sanitizeState } from './sanitize';

describe('replaying a recorded session', () => {
  it('reproduces the state of a real session (browse, filter, cart, sign-up) from its download, without the server', async () => {
    const catalog = await serverCatalog();
    const product = catalog.find((p) => p.category === 'Women' && p.sizes.length > 1);
    if (!product) throw new Error('no product to buy');
    const recorder = createActionRecorder();
    const { user, store, router } = renderApp('/collection', { recorder });
    await screen.findByRole('list', { name: 'Products' });
    await user.click(screen.getByRole('button', { name: /FILTERS/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Women' }));
    await act(() => router.navigate(`/product/${product._id}`));
    await user.click(await screen.findByRole('button', { name: product.sizes[1] }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await act(() => router.navigate('/login'));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Name'), 'Replay Shopper');
    await user.type(screen.getByLabelText('Email'), `replay-${randomUUID()}@example.com`);
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}), { timeout: 8000 });

    const live = JSON.parse(JSON.stringify(sanitizeState(store.getState()))) as unknown;
    expect(store.getState().cart.ids).toEqual([`${product._id}:${product.sizes[1] as string}`]);
    expect(sanitizeState(replayActionLog(recorder.log()))).toEqual(live);
    expect(sanitizeState(replayActionLog(parseActionLog(recorder.exportFile())))).toEqual(live);
  });
});

/** The app in QA mode, as src/index.tsx mounts it, at /cart; the shopper's own cart holds one piece. */
function renderQaMode() {
  const live = makeStore(undefined, { sideEffects: false });
  live.dispatch(itemAdded({ productId: 'shoppers-own', size: 'S' }));
  const app = (store: AppStore) => (
    <Providers store={store}>
      <MemoryRouter initialEntries={['/cart']}>
        <App />
      </MemoryRouter>
    </Providers>
  );
  render(
    <QaMode live={live} recorder={createActionRecorder()}>
      {app}
    </QaMode>,
  );
  return { user: userEvent.setup(), live };
}

const cartLink = () => screen.getByRole('link', { name: /^Cart, / });
/** jsdom's File cannot read itself (Blob.text is missing); browsers' can. */
const logFile = (text: string, name = 'cart-edits.json') =>
  Object.assign(new File([text], name, { type: 'application/json' }), { text: () => Promise.resolve(text) });

describe('the QA replay panel', () => {
  it("shows an imported log's steps on the app's own screens, one at a time, and the shopper's state after leaving", async () => {
    const { user, live } = renderQaMode();
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    await user.upload(screen.getByLabelText('Replay a log…'), logFile(JSON.stringify(cartEdits)));

    expect(await screen.findByRole('list', { name: 'Cart lines' })).toHaveTextContent(
      'Men Olive Slim Fit Stretch Chinos',
    );
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');
    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '0' } });
    expect(await screen.findByText('Step 0 of 9: the start, before the first action')).toBeVisible();
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    for (let step = 1; step <= 5; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 5 of 9: cart/itemAdded')).toBeVisible();
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cartLink()).toHaveAccessibleName('Cart, 2 items');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');

    await user.click(screen.getByRole('button', { name: 'Leave replay' }));
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(live.getState().cart.ids).toEqual(['shoppers-own:S']);
  });

  it('refuses a file that is no action log, saying which field is wrong, and keeps showing the shopper', async () => {
    const { user } = renderQaMode();
    await user.upload(screen.getByLabelText('Replay a log…'), logFile('{"payload": {"type": "x"}}', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.json: `payload` must be a string holding the actions as JSON; it is an object.',
    );
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
  });
});
