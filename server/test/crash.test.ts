// kill -9 of the server in the middle of order placements, then a restart on the same database: every order the
// server acknowledged is there, whole, and no order is half-written (an order exists exactly when its cart is gone).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetch } from 'undici';
import type { DatabaseKind } from '../db/database';
import { DELIVERY_ADDRESS as ADDRESS, SHOPPER_PASSWORD } from '../../tools/testkit/fixtures';
import { createTestDatabase, DATABASE_KINDS } from './harness';
import { call, startServer, type ShopProcess } from './processes';
import { orderAmount } from '../../contract';

const SHOPPERS = 120;
/** Acknowledged orders to wait for before the kill, so it lands while others are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 10;

interface Product {
  _id: string;
  price: number;
  sizes: string[];
}

describe.each(DATABASE_KINDS)('kill -9 under order load (%s)', (kind: DatabaseKind) => {
  it('loses no acknowledged order and leaves none half-written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    const database = await createTestDatabase(kind, dataDir);
    const env = { DATABASE_URL: database.url };
    const running: ShopProcess[] = [];
    try {
      const first = await startServer(dataDir, env);
      running.push(first);
      const { products } = (await (await fetch(`${first.url}/api/product/list`)).json()) as { products: Product[] };
      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, index) => {
          const signUp = await call(first, '/api/user/register', {
            name: `Shopper ${index}`,
            email: `crash-${index}@example.com`,
            password: SHOPPER_PASSWORD,
          });
          const product = products[index % products.length] as Product;
          const size = product.sizes[0] as string;
          await call(
            first,
            '/api/cart/update',
            { itemId: product._id, size, quantity: 1 },
            signUp.body.token as string,
          );
          return {
            token: signUp.body.token as string,
            product,
            size,
            amount: orderAmount([{ price: product.price, quantity: 1 }]),
          };
        }),
      );

      let acknowledged = 0;
      let killed: () => void = () => undefined;
      const killedNow = new Promise<void>((resolve) => (killed = resolve));
      const placements = shoppers.map(async (shopper) => {
        const item = { ...shopper.product, size: shopper.size, quantity: 1 };
        try {
          const answer = await call(
            first,
            '/api/order/place',
            { address: ADDRESS, items: [item], amount: shopper.amount },
            shopper.token,
          );
          if (answer.status !== 201) return false;
          acknowledged += 1;
          if (acknowledged === ACKNOWLEDGED_BEFORE_KILL) {
            void first.kill().then(killed);
          }
          return true;
        } catch {
          return false; // the connection died with the server: not acknowledged
        }
      });
      await killedNow;
      const outcomes = await Promise.all(placements);
      // The kill landed in the middle: some orders were acknowledged and some were cut off.
      expect(outcomes.filter(Boolean).length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(outcomes.filter(Boolean).length).toBeLessThan(SHOPPERS);

      const second = await startServer(dataDir, env);
      running.push(second);
      for (const [index, shopper] of shoppers.entries()) {
        const orders = (await call(second, '/api/order/userorder', {}, shopper.token)).body.orders as Array<
          Record<string, unknown>
        >;
        const cart = (await call(second, '/api/cart/get', {}, shopper.token)).body.cartData as Record<string, unknown>;
        const whole = [
          expect.objectContaining({
            amount: shopper.amount,
            items: [expect.objectContaining({ _id: shopper.product._id, size: shopper.size, quantity: 1 })],
          }),
        ];
        if (outcomes[index]) {
          expect({ index, orders, cart }).toEqual({ index, orders: whole, cart: {} });
        } else {
          // Never acknowledged: either it committed whole just before the kill, or nothing of it is there.
          expect({ index, orders, cart }).toEqual(
            orders.length === 0
              ? { index, orders: [], cart: { [shopper.product._id]: { [shopper.size]: 1 } } }
              : { index, orders: whole, cart: {} },
          );
        }
      }
    } finally {
      await Promise.all(running.map((server) => server.kill()));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
