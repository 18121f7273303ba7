// My orders against answers written here: one card per order, the confirmation after a payment, and where the
// keyboard lands after Track Order.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { aProduct, anOrder, anOrderDetail, DELIVERY_ADDRESS } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import type { Order, OrderDetail } from '../ordersApi';

const shirt = aProduct('shirt', { name: 'Blue shirt', price: 500 });
const tee = aProduct('tee', { name: 'White tee', price: 250 });
const jeans = aProduct('jeans', { name: 'Slim jeans', price: 1200 });

const NEWER = anOrder('3f2a91bc-0000-4000-8000-000000000001', [shirt, tee], { date: Date.UTC(2026, 2, 5) });
const OLDER = anOrder('a1b2c3d4-0000-4000-8000-000000000002', [jeans], {
  status: 'Shipped',
  paymentMethod: 'Stripe',
  payment: true,
  date: Date.UTC(2026, 1, 1),
});
const detailOf = (order: Order): OrderDetail => anOrderDetail(order);

const LIST = '/api/order/userorder';
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const cards = async () => within(await screen.findByRole('list', { name: 'Ordered items' })).getAllByRole('listitem');

describe('my orders, one card per order', () => {
  it('heads each card with the order number and its status, then the date, total, payment and the items', async () => {
    answerRequests({ [LIST]: { success: true, orders: [NEWER, OLDER] } });
    renderApp('/orders', signedIn);

    const listed = await cards();
    const newer = screen.getByRole('listitem', { name: 'Order 3F2A91BC' });
    expect(listed).toContain(newer);
    expect(within(newer).getByRole('heading', { name: 'Order 3F2A91BC' })).toBeTruthy();
    expect(within(newer).getByText('Total: ₹760')).toBeTruthy();
    expect(within(newer).getByText('Payment: Cash on delivery')).toBeTruthy();
    expect(within(newer).getByText(/^Date:/).textContent).toContain('5 Mar 2026');
    const items = within(newer).getByRole('list', { name: 'Items in order 3F2A91BC' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.name')?.textContent),
    ).toEqual(['Blue shirt', 'White tee']);
    expect(within(items).getAllByText('Quantity: 1')).toHaveLength(2);

    const older = screen.getByRole('listitem', { name: 'Order A1B2C3D4' });
    expect(within(older).getByText('Total: ₹1,210')).toBeTruthy();
    expect(within(older).getByRole('link', { name: 'ORDER DETAILS: order A1B2C3D4' }).getAttribute('href')).toBe(
      `/orders/${OLDER._id}`,
    );
  });

  it('gives each status its own colour and a round dot, read out after "Status:"', async () => {
    answerRequests({ [LIST]: { success: true, orders: [NEWER, OLDER] } });
    renderApp('/orders', signedIn);
    await cards();
    const placed = within(screen.getByRole('listitem', { name: 'Order 3F2A91BC' })).getByText('Order Placed');
    const shipped = within(screen.getByRole('listitem', { name: 'Order A1B2C3D4' })).getByText('Shipped');
    const badge = (word: HTMLElement) => word.parentElement as HTMLElement;
    expect(badge(placed).textContent).toBe('Status: Order Placed');
    expect(getComputedStyle(badge(placed)).color).not.toBe(getComputedStyle(badge(shipped)).color);
    const dot = badge(placed).querySelector('.dot') as HTMLElement;
    expect(dot.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(dot).borderRadius).toBe('50%');
  });

  it('moves the keyboard to the refreshed status after Track Order, not to the page start', async () => {
    let status = 'Order Placed';
    const sent = answerRequests({ [LIST]: () => Response.json({ success: true, orders: [{ ...NEWER, status }] }) });
    const { user } = renderApp('/orders', signedIn);
    await cards();
    status = 'Packing';
    const track = screen.getByRole('button', { name: 'Track Order' });
    track.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Status: Packing'));
    expect(sent).toHaveLength(2);
  });
});

describe('the confirmation after a payment (/orders?placed=<orderId>)', () => {
  it('thanks the shopper with the number, items, amount to pay on delivery, address and the way to follow it', async () => {
    answerRequests({
      [LIST]: { success: true, orders: [NEWER, OLDER] },
      [`/api/order/detail/${NEWER._id}`]: { success: true, order: detailOf(NEWER) },
    });
    renderApp(`/orders?placed=${NEWER._id}`, signedIn);

    const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    const heading = within(panel).getByRole('heading', { name: 'Thank you! Your order is placed.' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(panel).getByText('Order number: 3F2A91BC')).toBeTruthy();
    expect(within(panel).getByText('To pay on delivery: ₹760')).toBeTruthy();
    const items = within(panel).getByRole('list', { name: 'What you ordered' });
    expect(within(items).getByText('Blue shirt')).toBeTruthy();
    expect(within(items).getByText('White tee')).toBeTruthy();
    expect(panel.querySelector('address')?.textContent).toContain(DELIVERY_ADDRESS.street);
    expect(within(panel).getByRole('link', { name: 'Follow this order' }).getAttribute('href')).toBe(
      `/orders/${NEWER._id}`,
    );
    // The panel comes first, above the list.
    const list = await screen.findByRole('list', { name: 'Ordered items' });
    expect(panel.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the amount was paid for an order paid online', async () => {
    answerRequests({
      [LIST]: { success: true, orders: [NEWER, OLDER] },
      [`/api/order/detail/${OLDER._id}`]: { success: true, order: detailOf(OLDER) },
    });
    renderApp(`/orders?placed=${OLDER._id}`, signedIn);
    const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    expect(within(panel).getByText('Amount paid: ₹1,210')).toBeTruthy();
  });

  it('shows no confirmation for an id that is not one of the shopper’s orders', async () => {
    const sent = answerRequests({
      [LIST]: { success: true, orders: [NEWER] },
      '/api/order/detail/someone-elses': () =>
        Response.json({ success: false, message: 'There is no such order.' }, { status: 404 }),
    });
    renderApp('/orders?placed=someone-elses', signedIn);
    await cards();
    await waitFor(() => expect(sent.map((request) => request.path)).toContain('/api/order/detail/someone-elses'));
    expect(screen.queryByRole('region', { name: 'Thank you! Your order is placed.' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('thanks the shopper in Hindi under /hi', async () => {
    answerRequests({
      [LIST]: { success: true, orders: [NEWER] },
      [`/api/order/detail/${NEWER._id}`]: { success: true, order: detailOf(NEWER) },
    });
    renderApp(`/hi/orders?placed=${NEWER._id}`, signedIn);
    const panel = await screen.findByRole('region', { name: 'धन्यवाद! आपका ऑर्डर हो गया है।' });
    expect(within(panel).getByText('ऑर्डर नंबर: 3F2A91BC')).toBeTruthy();
  });
});
