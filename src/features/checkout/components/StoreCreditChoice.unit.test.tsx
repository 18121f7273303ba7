// Store credit at checkout, against answers written here from the contract (getStoreCredit, placeOrder), with the real
// store and router: offered with cash on delivery only, and sent with the order when ticked.
import { configure, screen, waitFor } from '@testing-library/react';
import { aProduct, DELIVERY_ADDRESS, TYPED_ADDRESS, bengaluruAnswers } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import { stateAfter } from '../../../test/state';
import { itemAdded } from '../../cart';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const ACCOUNT = { name: 'Asha Rao', email: DELIVERY_ADDRESS.email, emailConfirmed: true, createdAt: 0 };
const SHIRT = aProduct('shirt', { name: 'Blue shirt', price: 500 });
/** A signed-in shopper with a blue shirt in the cart, which the server has already. */
const signedInWithShirt = {
  preloadedState: {
    auth: { token: 'shopper-token' },
    cart: { ...stateAfter(itemAdded({ productId: 'shirt', size: 'M' })).cart, pending: {} },
  },
};

function answers(balance: number): SentRequest[] {
  return answerRequests({
    ...bengaluruAnswers('560001'),
    '/api/user/addresses': { success: true, addresses: [] },
    '/api/user/me': { success: true, account: ACCOUNT },
    '/api/payment/methods': { success: true, methods: ['cod', 'razorpay'], sandbox: [] },
    '/api/order/credit': { success: true, balance, entries: [] },
    '/api/cart/get': { success: true, cartData: {} },
    '/api/cart/update': { success: true, message: 'Cart updated' },
    '/api/product/byIds': { success: true, products: [SHIRT] },
    '/api/order/place': () => Response.json({ success: false, message: 'Not in this test.' }, { status: 400 }),
  });
}

const checkoutWithShirt = () => renderApp('/place-order', signedInWithShirt);

describe('store credit at checkout', () => {
  it('offers the credit with cash on delivery, says what is left to pay, and sends useStoreCredit', async () => {
    const sent = answers(200);
    const { user } = checkoutWithShirt();
    const box = await screen.findByRole('checkbox', { name: 'Use my store credit (₹200)' });
    expect(screen.queryByText(/To pay on delivery/)).toBeNull();
    await user.click(box);
    // ₹500 and the ₹10 delivery fee, less ₹200.
    expect(screen.getByText('To pay on delivery: ₹310')).toBeTruthy();

    const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
    await waitFor(() => expect(field('Email address').value).toBe(DELIVERY_ADDRESS.email));
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
      await user.clear(field(label));
      await user.type(field(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/order/place')).toHaveLength(1));
    const placed = sent.find((request) => request.path === '/api/order/place');
    expect(placed?.body).toMatchObject({ amount: 510, useStoreCredit: true });
  });

  it('is not offered for an online payment', async () => {
    answers(200);
    const { user } = checkoutWithShirt();
    await screen.findByRole('checkbox', { name: 'Use my store credit (₹200)' });
    await user.click(screen.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }));
    expect(screen.queryByRole('checkbox', { name: /store credit/ })).toBeNull();
  });

  it('is not offered when there is no credit', async () => {
    const sent = answers(0);
    checkoutWithShirt();
    await waitFor(() => expect(sent.some((request) => request.path === '/api/order/credit')).toBe(true));
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    expect(screen.queryByRole('checkbox', { name: /store credit/ })).toBeNull();
  });
});
