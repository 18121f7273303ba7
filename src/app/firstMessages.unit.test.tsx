// The first screens with only the first screens' English messages (catalogs.ts FIRST_MESSAGES), as a first visit of
// /, /collection, a product or the cart has them until the rest arrive, against answers written here with the real
// store and router: no text they draw, open or raise asks for a message that is not there (a shopper would read its
// key). The rest of the messages stand in empty, as if their chunk had not come.
import { configure, screen, within } from '@testing-library/react';
import { MORE_MESSAGES_CHUNK, needsMoreMessages, PAGES, type PageName } from '../../contract';
import { i18nOf } from '../shared/i18n';
import { aProduct, bengaluruAnswers } from '../test/builders';
import { callsSettled, renderApp } from '../test/render';
import { answerRequests } from '../test/requests';
import { stateAfter } from '../test/state';
import { itemAdded } from '../features/cart';

jest.mock('../shared/i18n/messages.en.more.generated', () => ({ messages: {} }));

// jsdom lays nothing out, so it cannot scroll; its scrollTo only reports "not implemented" (a new page scrolls up).
window.scrollTo = () => undefined;

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SHIRT = aProduct('shirt', { name: 'Blue shirt', price: 500, sizes: ['M', 'L'], bestseller: true });
const KURTA = aProduct('kurta', { name: 'Cotton kurta', price: 1289, category: 'Women' });

/** What the first screens ask the shop, answered. */
const SHOP = {
  '/api/product/home': { success: true, latest: [SHIRT, KURTA], bestsellers: [SHIRT] },
  '/api/product/query': { success: true, products: [SHIRT, KURTA], total: 2 },
  '/api/product/detail/shirt': { success: true, product: SHIRT, related: [KURTA] },
  '/api/product/byIds': { success: true, products: [SHIRT] },
  '/api/payment/methods': { success: true, methods: ['cod'], sandbox: [], returnWindowDays: 7 },
  ...bengaluruAnswers('560001'),
};

const ACCOUNT = {
  success: true,
  account: { name: 'Asha', email: 'asha@example.in', emailConfirmed: true, createdAt: 1, role: 'user' },
};
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

let missing: string[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  missing = [];
  stopListening = i18nOf('en').on('missing', ({ id }) => missing.push(id));
});

afterEach(() => {
  stopListening();
  localStorage.clear();
  expect(missing).toEqual([]);
});

describe("the first screens, with only the first screens' messages", () => {
  it('have none of the rest: the test draws them as a first visit does', () => {
    expect(i18nOf('en').messages['nav.home']).toBeDefined();
    expect(i18nOf('en').messages['orders.statuses.placed']).toBeUndefined();
  });

  it('are the pages the browser draws without the rest of the messages, and every other page needs them', () => {
    const first = (Object.keys(PAGES) as PageName[]).filter((name) => !needsMoreMessages(name));
    expect(first).toEqual(['home', 'collection', 'product', 'cart']);
    expect(needsMoreMessages('notFound')).toBe(false);
    expect(MORE_MESSAGES_CHUNK).toBe('lang-en-more');
  });

  it("draw the home page, with the header's menus and the search open", async () => {
    answerRequests(SHOP);
    const { user, store } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByText('Log in / Sign up')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search products by name' }), 'shirt');
    await screen.findByRole('link', { name: /Blue shirt/ });
    await callsSettled(store);
  });

  it("draw a signed-in shopper's profile menu", async () => {
    answerRequests({ ...SHOP, '/api/user/me': ACCOUNT });
    const { user, store } = renderApp('/', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Orders' }).closest('[hidden]')).toBeNull();
    await callsSettled(store);
  });

  it('draw the collection, its filters and its sort', async () => {
    answerRequests(SHOP);
    const { store } = renderApp('/collection?category=Men&sort=low-high');
    await screen.findByRole('link', { name: /Blue shirt/ });
    await callsSettled(store);
  });

  it("draw a product's page, its delivery check, and what adding it to the cart says", async () => {
    answerRequests(SHOP);
    const { user, store } = renderApp('/product/shirt');
    await screen.findByRole('heading', { level: 1, name: 'Blue shirt' });
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Select Product Size')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Check delivery: your pincode' }), '560001');
    expect(await screen.findByText(/Delivery by/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    await callsSettled(store);
  });

  it('draw the cart page with its lines and totals', async () => {
    answerRequests(SHOP);
    const cart = stateAfter(itemAdded({ productId: 'shirt', size: 'M' })).cart;
    const { store } = renderApp('/cart', { preloadedState: { cart } });
    await screen.findByRole('list', { name: /./ });
    await screen.findByText('Blue shirt');
    await callsSettled(store);
  });

  it('draw the page for an address the shop does not have', async () => {
    answerRequests(SHOP);
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1 });
  });
});
