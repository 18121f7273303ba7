// The delivery promise at checkout, against answers written here from the contract (lookUpPincode,
// getDeliveryPromise), with the real store and router: the day it would come, an area the shop does not deliver to,
// and cash on delivery where it is not taken (the area, or an order above the largest cash order).
import { configure, screen, waitFor } from '@testing-library/react';
import { aProduct, bengaluruAnswers } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import { stateAfter } from '../../../test/state';
import { itemAdded } from '../../cart';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const SHIRT = aProduct('shirt', { name: 'Blue shirt', price: 500 });
/** A visitor with a blue shirt in the cart. */
const withShirt = { preloadedState: { cart: { ...stateAfter(itemAdded({ productId: 'shirt', size: 'M' })).cart } } };

/** The shop's answers, with the delivery promise for `pincode` (in Meghalaya) as `promise` says. */
function answers(pincode: string, promise: Record<string, unknown>) {
  return answerRequests({
    ...bengaluruAnswers('560001'),
    '/api/payment/methods': { success: true, methods: ['cod', 'razorpay'], sandbox: [] },
    '/api/product/byIds': { success: true, products: [SHIRT] },
    [`/api/pincode/${pincode}`]: {
      success: true,
      pincode,
      district: 'East Khasi Hills',
      state: 'Meghalaya',
      states: ['Meghalaya'],
    },
    [`/api/delivery/${pincode}`]: {
      success: true,
      pincode,
      zone: 'northEastAndIslands',
      delivers: true,
      deliveryBy: '2026-12-04',
      cod: { offered: true, reason: null, maxAmount: null },
      ...promise,
    },
    '/api/pincode/999999': () =>
      Response.json(
        { success: false, message: "There is no pincode 999999 in India Post's directory. Check the pincode." },
        { status: 404 },
      ),
  });
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'PLACE ORDER' });
/** The text of what describes an element (aria-describedby). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function typePincode(user: ReturnType<typeof renderApp>['user'], pincode: string, label = 'Pincode') {
  await screen.findByRole('textbox', { name: label });
  await user.type(field(label), pincode);
}

describe('the delivery promise at checkout', () => {
  // What one test types is kept in the tab (the delivery draft): each starts with empty fields.
  beforeEach(() => sessionStorage.clear());

  it('fills the city and the state from the pincode, says the day, and asks for it with the cart total', async () => {
    const sent = answers('793001', {});
    const { user } = renderApp('/place-order', withShirt);
    await typePincode(user, '793001');
    await waitFor(() => expect(field('City').value).toBe('East Khasi Hills'));
    expect(field('State').value).toBe('Meghalaya');
    expect((await screen.findByText('Delivery by Friday, 4 December')).getAttribute('role')).toBe('status');
    // ₹500 and the ₹10 delivery fee.
    await waitFor(() => expect(sent.some((request) => request.path === '/api/delivery/793001')).toBe(true));
    expect(radio('CASH ON DELIVERY').disabled).toBe(false);
    expect(placeOrder().disabled).toBe(false);
    // The shopper may correct the city; it stays.
    await user.clear(field('City'));
    await user.type(field('City'), 'Shillong');
    expect(field('City').value).toBe('Shillong');
  });

  it('says an unknown pincode beside the field, and promises nothing', async () => {
    answers('793001', {});
    const { user } = renderApp('/place-order', withShirt);
    await typePincode(user, '999999');
    const problem = "There is no pincode 999999 in India Post's directory. Check the pincode.";
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent === problem)).toBe(true);
    expect(description(field('Pincode'))).toBe(problem);
    expect(field('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').value).toBe('');
    expect(screen.queryByText(/^Delivery by/)).toBeNull();
  });

  it('says where the shop does not deliver, and offers no order', async () => {
    answers('793001', { delivers: false, deliveryBy: null });
    const { user } = renderApp('/place-order', withShirt);
    await typePincode(user, '793001');
    await screen.findByText("We don't deliver to 793001 yet");
    expect(placeOrder().disabled).toBe(true);
  });

  it('turns cash on delivery off, with the reason, where the area takes no cash; an online method is chosen', async () => {
    answers('793001', { cod: { offered: false, reason: 'area', maxAmount: null } });
    const { user } = renderApp('/place-order', withShirt);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'CASH ON DELIVERY' })).checked).toBe(true);
    await typePincode(user, '793001');
    await waitFor(() => expect(radio('CASH ON DELIVERY').disabled).toBe(true));
    expect(description(radio('CASH ON DELIVERY'))).toBe('Cash on delivery is not offered for pincode 793001.');
    expect(radio('UPI, cards, net banking, wallets').checked).toBe(true);
  });

  it('says the largest cash order when the order is above it', async () => {
    answers('793001', { cod: { offered: false, reason: 'amount', maxAmount: 2000 } });
    const { user } = renderApp('/place-order', withShirt);
    await typePincode(user, '793001');
    await waitFor(() => expect(radio('CASH ON DELIVERY').disabled).toBe(true));
    expect(description(radio('CASH ON DELIVERY'))).toBe('Cash on delivery is offered for orders up to ₹2,000.');
  });

  it('says the day in Hindi on the Hindi page', async () => {
    answers('793001', {});
    const { user } = renderApp('/hi/place-order', withShirt);
    await typePincode(user, '793001', 'पिन कोड');
    const status = await screen.findByText(/तक डिलीवरी$/);
    expect(status.textContent).toBe('शुक्रवार, 4 दिसंबर तक डिलीवरी');
  });
});
