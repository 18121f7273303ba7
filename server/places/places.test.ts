// India Post's pincodes through the real server: the look-up the delivery form fills from, and the refusal of an order
// or a saved address whose pincode is unknown or whose state is not the pincode's, on SQLite and PostgreSQL.
import { catalog, fillCart, orderBodyFor, ADDRESS } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { pincodeCount, stateKey } from '.';
import { statesNamed } from '../config/states';

describe("India Post's directory", () => {
  it('holds every pincode of the all-India list, rural ones included, not a sample', () => {
    expect(pincodeCount()).toBeGreaterThan(19_000);
  });

  it('compares states as shoppers write them', () => {
    expect(stateKey('tamil  nadu')).toBe(stateKey('TAMIL NADU'));
    expect(stateKey('Jammu & Kashmir')).toBe('JAMMU AND KASHMIR');
    expect(stateKey('Orissa')).toBe('ODISHA');
    expect(stateKey('Andaman & Nicobar')).toBe('ANDAMAN AND NICOBAR ISLANDS');
  });

  it("reads a state's codes, short forms and usual spellings as the state they name", () => {
    const written = {
      MAHARASHTRA: ['MH', 'mh', 'IN-MH', 'maharashtra', 'Maharastra', 'Maharashtra State', 'Maharashtra, India'],
      'TAMIL NADU': ['TN', 'Tamilnadu', 'tamil nadu'],
      KARNATAKA: ['KA', 'Karnataka'],
      TELANGANA: ['TS', 'TG', 'Telengana'],
      ODISHA: ['OR', 'OD', 'Orissa'],
      CHHATTISGARH: ['CG', 'CT', 'Chattisgarh'],
      UTTARAKHAND: ['UK', 'UT', 'Uttaranchal'],
      'WEST BENGAL': ['WB', 'Westbengal'],
      'JAMMU AND KASHMIR': ['JK', 'J&K'],
      DELHI: ['DL', 'New Delhi', 'NCT of Delhi'],
    };
    for (const [state, texts] of Object.entries(written))
      for (const text of texts) expect([text, statesNamed(text)]).toEqual([text, [state]]);
    expect(statesNamed('Delhi NCR')).toEqual(expect.arrayContaining(['DELHI', 'HARYANA', 'UTTAR PRADESH']));
    // Texts that name no state: the pincode's state is taken for them.
    for (const text of ['', '  ', 'Bengaluru', 'India', 'महाराष्ट्र', 'AS far as'])
      expect([text, statesNamed(text)]).toEqual([text, []]);
  });
});

describeEachDatabase(
  'pincodes at the delivery form and the order',
  (shop) => {
    const lookUp = (pincode: string, language = 'en') =>
      shop().request({ method: 'GET', url: `/api/pincode/${pincode}`, headers: { 'shop-language': language } });

    it('fills the district and state of a city, a north-east and an island pincode', async () => {
      expect((await lookUp('560001')).body).toMatchObject({
        success: true,
        pincode: '560001',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        states: ['Karnataka'],
      });
      expect((await lookUp('795001')).body).toMatchObject({ district: 'Imphal West', state: 'Manipur' });
      expect((await lookUp('744101')).body).toMatchObject({ state: 'Andaman and Nicobar Islands' });
      // A pincode near a border serves both states.
      expect((await lookUp('506003')).body.states).toEqual(expect.arrayContaining(['Telangana', 'Andhra Pradesh']));
    });

    it('answers an unknown pincode 404 and a malformed one 400, in the shopper’s language', async () => {
      expect(await lookUp('999999')).toMatchObject({
        status: 404,
        body: { success: false, message: "There is no pincode 999999 in India Post's directory. Check the pincode." },
      });
      expect((await lookUp('999999', 'hi')).body.message).toBe(
        'इंडिया पोस्ट की सूची में 999999 पिन कोड नहीं है। पिन कोड जाँचें।',
      );
      expect((await lookUp('056001')).status).toBe(400);
      expect((await lookUp('12345')).status).toBe(400);
    });

    it('refuses an order to an unknown pincode or to a state that is not the pincode’s, and takes one that agrees', async () => {
      const shopper = await shop().newShopper();
      const [product] = await catalog(shop());
      await fillCart(shop(), shopper.token, [
        { itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 },
      ]);
      const body = await orderBodyFor(shop(), shopper.token);
      const place = (address: Record<string, string>) =>
        shop().post('/api/order/place', { ...body, address: { ...ADDRESS, ...address } }, shopper.token);
      expect(await place({ zipcode: '999999' })).toMatchObject({
        status: 400,
        body: { message: "There is no pincode 999999 in India Post's directory. Check the pincode." },
      });
      expect(await place({ zipcode: '110001', state: 'Karnataka' })).toMatchObject({
        status: 400,
        body: { message: 'Pincode 110001 is in Delhi, not Karnataka. Check the pincode or the state.' },
      });
      const orders = await shop().post('/api/order/userorder', undefined, shopper.token);
      expect(orders.body.orders).toEqual([]);
      expect((await place({ zipcode: '560001', state: 'karnataka' })).status).toBe(201);
    });

    it('refuses to save or change an address whose state is not the pincode’s', async () => {
      const shopper = await shop().newShopper();
      const save = (address: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/user/addresses',
          payload: { ...ADDRESS, ...address },
          headers: { token: shopper.token },
        });
      expect((await save({ zipcode: '411001', state: 'Karnataka' })).body.message).toBe(
        'Pincode 411001 is in Maharashtra, not Karnataka. Check the pincode or the state.',
      );
      const saved = await save({});
      expect(saved.status).toBe(201);
      // A state's code is the state it names, kept as the directory names it; an empty state takes the pincode's.
      expect((await save({ zipcode: '411001', state: 'MH' })).body.address).toMatchObject({ state: 'Maharashtra' });
      expect((await save({ zipcode: '122001', state: 'Delhi NCR' })).body.address).toMatchObject({ state: 'Haryana' });
      expect((await save({ zipcode: '600001', state: '' })).body.address).toMatchObject({ state: 'Tamil Nadu' });
      const changed = await shop().request({
        method: 'PUT',
        url: `/api/user/addresses/${saved.body.address.id as string}`,
        payload: { ...ADDRESS, zipcode: '999999' },
        headers: { token: shopper.token },
      });
      expect(changed.status).toBe(400);
    });
  },
  {},
  { listen: false },
);
