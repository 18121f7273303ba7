import { ADDRESS } from '../test/fixtures';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { MAX_SAVED_ADDRESSES } from '../../contract';

const NO_SUCH_ADDRESS = { success: false, message: 'There is no such address.' };
const TOO_MANY = {
  success: false,
  message: `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`,
};

/** The fixture's address on another street: `n` tells them apart. */
const addressNo = (n: number) => ({ ...ADDRESS, street: `${n} MG Road` });

function addressCalls(shop: () => TestShop) {
  return {
    list: (token: string) => shop().request({ method: 'GET', url: '/api/user/addresses', headers: { token } }),
    save: (token: string, address: unknown) => shop().post('/api/user/addresses', address, token),
    update: (token: string, id: string, address: unknown) =>
      shop().request({ method: 'PUT', url: `/api/user/addresses/${id}`, headers: { token }, payload: address }),
    remove: (token: string, id: string) =>
      shop().request({ method: 'DELETE', url: `/api/user/addresses/${id}`, headers: { token } }),
  };
}

describeEachDatabase(
  'saved addresses',
  (shop) => {
    const { list, save, update, remove } = addressCalls(shop);

    it('saves, lists newest first, updates and deletes the shopper’s addresses', async () => {
      const shopper = await shop().newShopper();
      expect(await list(shopper.token)).toMatchObject({ status: 200, body: { success: true, addresses: [] } });
      const first = await save(shopper.token, addressNo(1));
      expect(first).toMatchObject({ status: 201, body: { success: true, address: { ...addressNo(1) } } });
      const second = await save(shopper.token, addressNo(2));
      const [firstId, secondId] = [first.body.address.id as string, second.body.address.id as string];
      expect((await list(shopper.token)).body.addresses).toEqual([
        { id: secondId, ...addressNo(2) },
        { id: firstId, ...addressNo(1) },
      ]);

      const moved = { ...addressNo(1), city: 'Mysuru', zipcode: '570001' };
      expect(await update(shopper.token, firstId, moved)).toMatchObject({
        status: 200,
        body: { success: true, address: { id: firstId, ...moved } },
      });
      expect(await remove(shopper.token, secondId)).toMatchObject({
        status: 200,
        body: { success: true, message: 'The address is deleted.' },
      });
      expect((await list(shopper.token)).body.addresses).toEqual([{ id: firstId, ...moved }]);
      expect(await remove(shopper.token, secondId)).toMatchObject({ status: 404, body: NO_SUCH_ADDRESS });
    });

    it('answers the address already saved (200) instead of a copy, however its fields are spaced', async () => {
      const shopper = await shop().newShopper();
      const saved = await save(shopper.token, ADDRESS);
      expect(saved.status).toBe(201);
      const spaced = Object.fromEntries(Object.entries(ADDRESS).map(([field, value]) => [field, `  ${value} `]));
      // zipcode, phone and email refuse spaces by their patterns; the text fields are trimmed.
      const again = await save(shopper.token, {
        ...spaced,
        zipcode: ADDRESS.zipcode,
        phone: ADDRESS.phone,
        email: ADDRESS.email,
      });
      expect(again).toMatchObject({ status: 200, body: { success: true, address: saved.body.address } });
      expect((await list(shopper.token)).body.addresses).toEqual([saved.body.address]);
    });

    it(`keeps at most ${MAX_SAVED_ADDRESSES}: the next is refused with 409, one already saved is still answered`, async () => {
      const shopper = await shop().newShopper();
      for (let n = 1; n <= MAX_SAVED_ADDRESSES; n += 1)
        expect((await save(shopper.token, addressNo(n))).status).toBe(201);
      expect(await save(shopper.token, addressNo(99))).toMatchObject({ status: 409, body: TOO_MANY });
      expect((await save(shopper.token, addressNo(3))).status).toBe(200);
      expect((await list(shopper.token)).body.addresses).toHaveLength(MAX_SAVED_ADDRESSES);
      const hindi = await shop().request({
        method: 'POST',
        url: '/api/user/addresses',
        headers: { token: shopper.token, 'accept-language': 'hi-IN' },
        payload: addressNo(99),
      });
      expect(hindi.body.message).toBe(
        `आप ज़्यादा से ज़्यादा ${MAX_SAVED_ADDRESSES} पते रख सकते हैं। पहले कोई ऐसा पता हटाएँ जिसका अब इस्तेमाल नहीं करते।`,
      );
    });

    it('answers another shopper’s address exactly as an unknown one (404), leaving it as it was', async () => {
      const owner = await shop().newShopper();
      const other = await shop().newShopper();
      const saved = (await save(owner.token, ADDRESS)).body.address as { id: string };
      for (const id of [saved.id, 'no-such-address']) {
        expect(await update(other.token, id, addressNo(7))).toMatchObject({ status: 404, body: NO_SUCH_ADDRESS });
        expect(await remove(other.token, id)).toMatchObject({ status: 404, body: NO_SUCH_ADDRESS });
      }
      expect((await list(other.token)).body.addresses).toEqual([]);
      expect((await list(owner.token)).body.addresses).toEqual([{ id: saved.id, ...ADDRESS }]);
    });

    it('validates an address as an order’s: a missing, long or malformed field is 400 and nothing is saved', async () => {
      const shopper = await shop().newShopper();
      const withoutPhone: Partial<typeof ADDRESS> = { ...ADDRESS };
      delete withoutPhone.phone;
      const refused = [
        withoutPhone,
        { ...ADDRESS, street: 'x'.repeat(10_000) },
        { ...ADDRESS, zipcode: '56 0001' },
        { ...ADDRESS, email: 'not an e-mail' },
        { ...ADDRESS, firstName: '   ' },
        { ...ADDRESS, city: 'Bengaluru\u202E' },
        { ...ADDRESS, phone: 919876543210 },
      ];
      for (const address of refused) {
        const answer = await save(shopper.token, address);
        expect({ address, status: answer.status, success: answer.body.success }).toEqual({
          address,
          status: 400,
          success: false,
        });
      }
      expect((await save(shopper.token, withoutPhone)).body.message).toBe('The phone number is required.');
      const saved = (await save(shopper.token, ADDRESS)).body.address as { id: string };
      expect((await update(shopper.token, saved.id, { ...ADDRESS, zipcode: 'abc' })).status).toBe(400);
      // Unknown keys are dropped, never stored.
      expect((await save(shopper.token, { ...addressNo(5), userId: 'someone-else' })).body.address).toEqual({
        id: expect.any(String),
        ...addressNo(5),
      });
      expect((await list(shopper.token)).body.addresses).toEqual([
        { id: expect.any(String), ...addressNo(5) },
        { id: saved.id, ...ADDRESS },
      ]);
    });

    it('needs a login for every call', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await shop().request({
          method,
          url: '/api/user/addresses',
          payload: method === 'POST' ? ADDRESS : undefined,
        });
        expect(answer.status).toBe(401);
      }
    });

    it('never keeps more than the limit when the last place is taken by saves at once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const shopper = await shop().newShopper();
        for (let n = 1; n < MAX_SAVED_ADDRESSES; n += 1) await save(shopper.token, addressNo(n));
        const answers = await Promise.all([100, 101, 102].map((n) => save(shopper.token, addressNo(n))));
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
        expect((await list(shopper.token)).body.addresses).toHaveLength(MAX_SAVED_ADDRESSES);
      }
    });

    it('saves one address sent several times at once once', async () => {
      const shopper = await shop().newShopper();
      const answers = await Promise.all([1, 2, 3, 4].map(() => save(shopper.token, ADDRESS)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.address.id as string)).size).toBe(1);
      expect((await list(shopper.token)).body.addresses).toHaveLength(1);
    });
  },
  {},
  { listen: false },
);
