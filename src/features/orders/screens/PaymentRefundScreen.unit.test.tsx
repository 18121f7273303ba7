// The page of a payment the shop could not take as an order, against answers shaped as the server's (getOrder of a
// Refund Due order: notTaken and its money), with the real store and router.
import { configure, screen } from '@testing-library/react';
import { orderNumber } from '../../../../contract';
import { aProduct, anOrder, anOrderDetail } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import type { OrderDetail } from '../ordersApi';

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const none = { payment: 0, storeCredit: 0, bank: 0 };
const late = (overrides: Partial<OrderDetail> = {}): OrderDetail => {
  const order = anOrder(ID, [aProduct('shirt', { price: 1250 })], {
    status: 'Refund Due',
    paymentMethod: 'Razorpay',
    payment: true,
  });
  return anOrderDetail(order, { notTaken: 'late', ...overrides });
};
const signedIn = { preloadedState: { auth: { token: 'shopper-token' } } };

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe('the page of a payment not taken as an order', () => {
  it('says by the order number that the money was taken, why, and that the whole amount goes back and when', async () => {
    const order = late();
    order.money = { ...order.money, pending: { ...none, payment: 1260 } };
    answerRequests({ [`/api/order/detail/${ID}`]: { success: true, order } });
    renderApp(`/payment-refund/${ID}`, signedIn);
    expect(
      await screen.findByRole('heading', {
        name: `Your payment for order ${orderNumber(ID)} was not taken as an order`,
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'We received your payment of ₹1,260, but it arrived after the time we keep items for a payment, so they may have been sold to someone else meanwhile.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Nothing will be delivered for it, and you need not do anything: the whole ₹1,260 goes back to the way you paid. Once the refund is made, banks take 5 to 7 working days to show it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the order and its refund' }).getAttribute('href')).toBe(
      `/orders/${ID}`,
    );
    expect(screen.queryByText(ID)).toBeNull();
  });

  it('says the refund is made once the provider processed it, and a catalog change as the reason', async () => {
    const order = late({ notTaken: 'priceChanged', status: 'Refunded' });
    order.money = { ...order.money, refunded: { ...none, payment: 1260 } };
    answerRequests({ [`/api/order/detail/${ID}`]: { success: true, order } });
    renderApp(`/hi/payment-refund/${ID}`, signedIn);
    expect(
      await screen.findByText(
        'पूरे ₹1,260 उसी तरह लौटा दिए गए हैं जिस तरह आपने चुकाए थे। बैंक उसे दिखाने में 5 से 7 कामकाजी दिन लेते हैं।',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/प्रोडक्ट की क़ीमत बदल गई/)).toBeTruthy();
  });

  it('leads to the order when its payment was taken after all', async () => {
    answerRequests({ [`/api/order/detail/${ID}`]: { success: true, order: late({ notTaken: null }) } });
    renderApp(`/payment-refund/${ID}`, signedIn);
    expect(
      await screen.findByRole('heading', { name: `This payment was taken: order ${orderNumber(ID)} is placed.` }),
    ).toBeTruthy();
  });
});
