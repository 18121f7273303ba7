// The delivery promise and cash on delivery by area and by amount, through the real server on SQLite and PostgreSQL:
// zones seen from the shop's dispatch pincode (Bengaluru by default), the operator's zone table, areas turned off, and
// the largest cash order, refused by the server whatever the checkout showed.
import { catalog, fillCart, newOperator, orderBodyFor, ADDRESS } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { dispatchDay } from './deliveryPromise';

const MONDAY_TO_SATURDAY = { pincode: '560001', days: [1, 2, 3, 4, 5, 6], cutoffMinutes: 14 * 60 };
/** A time in India (UTC+5:30) as milliseconds. */
const inIndia = (iso: string) => Date.parse(`${iso}+05:30`);

describe('the dispatch day', () => {
  it('is today before the cut-off on a dispatch day, the next dispatch day after it or on a day off', () => {
    // 2026-11-27 is a Friday.
    const day = (iso: string) => dispatchDay(inIndia(iso), MONDAY_TO_SATURDAY).toISOString().slice(0, 10);
    expect(day('2026-11-27T13:59:00')).toBe('2026-11-27');
    expect(day('2026-11-27T14:00:00')).toBe('2026-11-28');
    expect(day('2026-11-28T15:00:00')).toBe('2026-11-30');
    expect(day('2026-11-29T09:00:00')).toBe('2026-11-30');
  });
});

describeEachDatabase(
  'where and when the shop delivers',
  (shop) => {
    let operator: Shopper;
    beforeAll(async () => {
      operator = await newOperator(shop());
    });
    const promise = async (pincode: string, amount?: number) => {
      const answer = await shop().get(`/api/delivery/${pincode}${amount === undefined ? '' : `?amount=${amount}`}`);
      expect(answer.status).toBe(200);
      return answer.body as {
        zone: string;
        delivers: boolean;
        deliveryBy: string | null;
        cod: { offered: boolean; reason: string | null; maxAmount: number | null };
      };
    };
    const admin = (url: string, body: unknown) => shop().post(url, body, operator.token);

    it('promises each zone its days from the next dispatch: a north-east pincode later than the shop’s own city', async () => {
      const zones = await Promise.all(
        ['560001', '570001', '110001', '682011', '795001', '744101'].map((p) => promise(p)),
      );
      expect(zones.map((each) => each.zone)).toEqual([
        'sameCity',
        'sameState',
        'metro',
        'restOfIndia',
        'northEastAndIslands',
        'northEastAndIslands',
      ]);
      const [city, , , , northEast] = zones;
      expect(Date.parse(northEast?.deliveryBy ?? '')).toBeGreaterThan(Date.parse(city?.deliveryBy ?? ''));
      expect((await shop().get('/api/delivery/999999')).status).toBe(404);
    });

    it('follows the operator’s zone table, and refuses an order to an area turned off', async () => {
      const before = await promise('682011');
      expect((await admin('/api/admin/delivery/zones/restOfIndia', { days: 9 })).status).toBe(200);
      const later = await promise('682011');
      expect(Date.parse(later.deliveryBy ?? '') - Date.parse(before.deliveryBy ?? '')).toBe(4 * 24 * 3600 * 1000);
      expect((await admin('/api/admin/delivery/zones/restOfIndia', { days: 5 })).status).toBe(200);

      expect((await admin('/api/admin/delivery/areas/6820', { delivers: false })).status).toBe(200);
      expect(await promise('682011')).toMatchObject({ delivers: false, deliveryBy: null, cod: { offered: false } });
      const shopper = await shop().newShopper();
      const [product] = await catalog(shop());
      await fillCart(shop(), shopper.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      const body = await orderBodyFor(shop(), shopper.token);
      const kochi = { ...ADDRESS, city: 'Kochi', state: 'Kerala', zipcode: '682011' };
      expect(await shop().post('/api/order/place', { ...body, address: kochi }, shopper.token)).toMatchObject({
        status: 409,
        body: { success: false, message: "We don't deliver to 682011 yet." },
      });
      expect((await shop().post('/api/order/razorpay', { ...body, address: kochi }, shopper.token)).status).toBe(409);
      // The whole pincode turned on again beats its prefix.
      expect((await admin('/api/admin/delivery/areas/682011', { delivers: true })).status).toBe(200);
      expect((await promise('682011')).delivers).toBe(true);
      expect((await admin('/api/admin/delivery/areas/682011', {})).status).toBe(200);
      expect((await admin('/api/admin/delivery/areas/6820', {})).status).toBe(200);
      expect((await promise('682011')).delivers).toBe(true);
    });

    it('offers cash on delivery only where and up to the amount the operator allows, and the server refuses the rest', async () => {
      const shopper = await shop().newShopper();
      const [product] = await catalog(shop());
      await fillCart(shop(), shopper.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 2 },
      ]);
      const body = await orderBodyFor(shop(), shopper.token);
      const manipur = { ...ADDRESS, city: 'Imphal', state: 'Manipur', zipcode: '795001' };

      expect((await admin('/api/admin/delivery/zones/northEastAndIslands', { cod: false })).status).toBe(200);
      expect(await promise('795001')).toMatchObject({ delivers: true, cod: { offered: false, reason: 'area' } });
      expect(await shop().post('/api/order/place', { ...body, address: manipur }, shopper.token)).toMatchObject({
        status: 409,
        body: { message: 'Cash on delivery is not offered for pincode 795001. Please pay online.' },
      });
      expect((await admin('/api/admin/delivery/zones/northEastAndIslands', { cod: true })).status).toBe(200);

      const limit = Math.floor(body.amount) - 1;
      expect((await admin('/api/admin/delivery/cod-limit', { max: limit })).status).toBe(200);
      expect(await promise('560001', body.amount)).toMatchObject({
        cod: { offered: false, reason: 'amount', maxAmount: limit },
      });
      const refused = await shop().post('/api/order/place', body, shopper.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('Cash on delivery is offered for orders up to ₹');
      expect((await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders).toEqual([]);
      expect((await admin('/api/admin/delivery/cod-limit', { max: null })).status).toBe(200);
      expect((await shop().post('/api/order/place', body, shopper.token)).status).toBe(201);
    });

    it('keeps the delivery settings to operators', async () => {
      const shopper = await shop().newShopper();
      expect((await shop().post('/api/admin/delivery/cod-limit', { max: 1 }, shopper.token)).status).toBe(403);
      expect((await admin('/api/admin/delivery/zones/moon', { days: 1 })).status).toBe(400);
      expect((await admin('/api/admin/delivery/areas/0123', { delivers: false })).status).toBe(400);
    });
  },
  {},
  { listen: false },
);
