// The shop delivers in India only: an address sent without a country (a client that never asked for one) is India's,
// for an order (cash, card, popup) and for a saved address alike, and is kept and answered with it.
import { ADDRESS, shopperWithCart } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';

const withoutCountry = () => {
  const { country, ...rest } = ADDRESS;
  expect(country).toBe('India');
  return rest;
};

describeEachDatabase('an address without a country', (shop) => {
  it('places a cash order and keeps India as its country', async () => {
    const { token, body } = await shopperWithCart(shop());
    const placed = await shop().post('/api/order/place', { ...body, address: withoutCountry() }, token);
    expect(placed).toMatchObject({ status: 201, body: { success: true } });
    const orderId = placed.body.orderId as string;
    const detail = await shop().request({ method: 'GET', url: `/api/order/detail/${orderId}`, headers: { token } });
    expect(detail.body.order.address).toEqual({ ...ADDRESS, country: 'India' });
  });

  it('starts a card payment and a popup payment with it', async () => {
    const card = await shopperWithCart(shop(), 1);
    const started = await shop().post('/api/order/stripe', { ...card.body, address: withoutCountry() }, card.token);
    expect(started).toMatchObject({ status: 200, body: { success: true } });
    const popup = await shopperWithCart(shop(), 2);
    const opened = await shop().post('/api/order/razorpay', { ...popup.body, address: withoutCountry() }, popup.token);
    expect(opened).toMatchObject({ status: 200, body: { success: true } });
  });

  it('saves it as an address in India', async () => {
    const shopper = await shop().newShopper();
    const saved = await shop().post('/api/user/addresses', withoutCountry(), shopper.token);
    expect(saved).toMatchObject({ status: 201, body: { success: true, address: { ...ADDRESS, country: 'India' } } });
  });

  it('still refuses a country sent empty, as any other empty field', async () => {
    const { token, body } = await shopperWithCart(shop(), 3);
    const placed = await shop().post('/api/order/place', { ...body, address: { ...ADDRESS, country: ' ' } }, token);
    expect(placed.status).toBe(400);
  });
});
