import { act, screen, waitFor } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { serverCatalog } from '../../test/catalog';
import { renderApp } from '../../test/render';
import { actionsOf } from './devtoolsLog';
import { createActionRecorder } from './recorder';
import { buildDevToolsLog, replayActionLog } from './replay';
import { sanitizeState } from './sanitize';

describe('replaying a recorded session', () => {
  it('reproduces the state of a real session (browse, filter, cart, sign-up, order) without the server', async () => {
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

    const live = sanitizeState(store.getState());
    expect(live.cart.ids).toEqual([`${product._id}:${product.sizes[1] as string}`]);
    const entries = recorder.entries();
    expect(sanitizeState(replayActionLog(entries.map((entry) => entry.action)))).toEqual(live);

    // The downloaded file replays the same way, and holds every state along the way for DevTools.
    const log = buildDevToolsLog(entries);
    expect(actionsOf(log)).toHaveLength(entries.length);
    expect(log.computedStates).toHaveLength(entries.length + 1);
    expect(log.computedStates.at(-1)?.state).toEqual(JSON.parse(JSON.stringify(live)));
    expect(sanitizeState(replayActionLog(log))).toEqual(live);
  });
});
