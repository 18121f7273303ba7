// QA's action log of a wishlist session, against the real server: a signed-in shopper hearts three products, takes one
// off on /wishlist and moves another to the cart. The recording holds those taps as they happened, the calls that kept
// the account's list and the answers that became the list here, and replays (from the log and from its DevTools
// download) to the state the session ended in, the wishlist slice with the rest.
import { act, screen, waitFor, within } from '@testing-library/react';
import { positionsInOrder } from '../../../tools/testkit/actionOrder';
import { selectCartLines } from '../../features/cart';
import { selectWishlistItems } from '../../features/wishlist';
import { signUp, serverWishlist } from '../../test/api';
import { serverCatalog } from '../../test/catalog';
import { callsSettled, renderApp } from '../../test/render';
import { parseActionLog } from './devtoolsLog';
import { createActionRecorder } from './recorder';
import { replayActionLog } from './replay';
import { sanitizeState } from './sanitize';
import { replaySteps } from './stepView';

describe("a wishlist session's QA log", () => {
  it('records hearting, removing and moving to the cart, and replays to the same state, the wishlist included', async () => {
    const [kept, removed, moved] = (await serverCatalog()).filter((product) => product.sizes.length > 0);
    if (!kept || !removed || !moved) throw new Error('the demo catalog has too few products');
    const shopper = await signUp();
    const recorder = createActionRecorder();
    const { user, store, router } = renderApp('/login', { recorder });
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Account' });

    for (const product of [kept, removed, moved]) {
      await act(() => router.navigate(`/product/${product._id}`));
      await screen.findByRole('heading', { level: 1, name: product.name });
      await user.click(screen.getByRole('button', { name: `Save ${product.name} to your wishlist` }));
    }
    await act(() => router.navigate('/wishlist'));
    const list = await screen.findByRole('list', { name: 'Saved products' });
    await user.click(within(list).getByRole('button', { name: `Remove ${removed.name} from your wishlist` }));
    const row = within(list).getByRole('link', { name: moved.name }).closest('li') as HTMLElement;
    const size = moved.sizes[0] as string;
    await user.click(within(row).getByRole('button', { name: size }));
    await user.click(within(row).getByRole('button', { name: 'MOVE TO CART' }));
    await screen.findByText(`Moved ${moved.name}, size ${size}, to your cart.`);
    // The account's list has caught up with the taps, and the cart's line has reached the server.
    await waitFor(
      async () => expect((await serverWishlist(shopper.token)).map((item) => item.productId)).toEqual([kept._id]),
      {
        timeout: 8000,
      },
    );
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}), { timeout: 8000 });
    await callsSettled(store);

    const types = recorder.log().actions.map((action) => action.type);
    expect(
      positionsInOrder(types, [
        'auth/loggedIn',
        'wishlist/wishlistLoaded',
        'wishlist/productSaved',
        'wishlist/productSaved',
        'wishlist/productSaved',
        'wishlist/productUnsaved',
        'cart/itemAdded',
        'wishlist/productUnsaved',
      ]),
    ).not.toContain(-1);

    const live = store.getState();
    expect(selectWishlistItems(live).map((item) => item.productId)).toEqual([kept._id]);
    expect(selectCartLines(live).map((line) => line.id)).toEqual([`${moved._id}:${size}`]);
    const liveFile = JSON.parse(JSON.stringify(sanitizeState(live))) as unknown;
    const fromLog = replayActionLog(recorder.log());
    const fromDownload = replayActionLog(parseActionLog(recorder.exportFile()));
    expect(fromLog.wishlist).toEqual(live.wishlist);
    expect(fromDownload.wishlist).toEqual(live.wishlist);
    expect(sanitizeState(fromLog)).toEqual(liveFile);
    expect(sanitizeState(fromDownload)).toEqual(liveFile);
    // A regression test made of this log (npm run qa:test) checks the wishlist after every step.
    expect(replaySteps(JSON.parse(recorder.exportFile())).at(-1)?.[1].wishlist).toEqual([
      `${kept._id}, saved at ${kept.price}`,
    ]);
  });
});
