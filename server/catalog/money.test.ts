import { sql } from 'kysely';
import { MAX_PRICE_RUPEES } from '../constants';
import { catalog, orderBodyFor, setPrice, storedAmountPaise } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { UNLIMITED_UNPAID_ORDERS } from '../../tools/testkit/fixtures';
import { DELIVERY_FEE_PAISE, MAX_CART_LINES, MAX_LINE_QUANTITY, toPaise, toRupees } from '../../contract';

const MAX_PRICE_PAISE = toPaise(MAX_PRICE_RUPEES);
/** The largest order there can be: every line at the highest price and the largest quantity. */
const LARGEST_PAISE = MAX_PRICE_PAISE * MAX_LINE_QUANTITY * MAX_CART_LINES + DELIVERY_FEE_PAISE;

describeEachDatabase(
  'money at its largest',
  (shop) => {
    let lines: Array<{ itemId: string; size: string; quantity: number }>;

    beforeAll(async () => {
      const products = await catalog(shop());
      lines = products
        .flatMap((p) => p.sizes.map((size) => ({ itemId: p._id, size, quantity: MAX_LINE_QUANTITY })))
        .slice(0, MAX_CART_LINES);
      for (const id of new Set(lines.map((line) => line.itemId))) await setPrice(shop(), id, MAX_PRICE_PAISE);
    });

    async function fullCart() {
      const { token } = await shop().newShopper();
      for (const line of lines) expect((await shop().post('/api/cart/update', line, token)).status).toBe(200);
      return { token, body: await orderBodyFor(shop(), token) };
    }

    it(`places ${MAX_CART_LINES} lines of ${MAX_LINE_QUANTITY} at ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')} exactly, and answers numbers`, async () => {
      const { token, body } = await fullCart();
      expect(body.amount).toBe(toRupees(LARGEST_PAISE));
      expect((await shop().post('/api/order/place', body, token)).status).toBe(201);
      expect(await storedAmountPaise(shop(), token)).toBe(LARGEST_PAISE);
      const [order] = (await shop().post('/api/order/userorder', undefined, token)).body.orders as Array<{
        amount: number;
        items: Array<{ price: number }>;
      }>;
      expect(order?.amount).toBe(toRupees(LARGEST_PAISE));
      expect(order?.items[0]?.price).toBe(MAX_PRICE_RUPEES);
      const listed = (await shop().get('/api/product/list')).body.products as Array<{ _id: string; price: number }>;
      expect(listed.find((product) => product._id === lines[0]?.itemId)?.price).toBe(MAX_PRICE_RUPEES);
    });

    it('opens a sandbox card payment for the largest order with its amount whole', async () => {
      const { token, body } = await fullCart();
      expect((await shop().post('/api/order/stripe', body, token)).status).toBe(200);
      const session = await shop()
        .app.db.selectFrom('sandbox_payments')
        .select('amount')
        .where('provider', '=', 'stripe')
        .executeTakeFirstOrThrow();
      expect(session.amount).toBe(LARGEST_PAISE);
    });

    it('keeps amounts in 64-bit columns', async () => {
      if (shop().kind === 'sqlite') {
        // SQLite's INTEGER is 64-bit whatever the column says; the largest amount stays well inside a double's exact range.
        expect(Number.isSafeInteger(LARGEST_PAISE)).toBe(true);
        return;
      }
      const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where (table_name, column_name) in (('products', 'price_paise'), ('orders', 'amount_paise'), ('sandbox_payments', 'amount'))
      order by table_name`.execute(shop().app.db);
      expect(rows.map((row) => row.data_type)).toEqual(['bigint', 'bigint', 'bigint']);
    });
  },
  // The largest order the cart allows, which a shop lifting its caps on unpaid orders and pieces per size would take.
  { ...UNLIMITED_UNPAID_ORDERS, ORDER_SIZE_UNITS_MAX: String(MAX_LINE_QUANTITY) },
);
