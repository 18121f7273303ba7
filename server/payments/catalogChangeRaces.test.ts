// A catalog change and a payment's confirmation at the same moment: one of them wins, whole. Either the payment is
// taken first and the change leaves the order paid, or the change cancels the order first and the payment is marked
// for refund; never an order both paid and cancelled, never a sale of units given back. Many rounds at once, on both
// databases (PostgreSQL is where the requests really overlap).
import { describeEachDatabase, type Answer, type TestShop } from '../test/harness';
import { userIdOf } from '../test/fixtures';
import {
  buyer,
  movements,
  operatorOf,
  productInCart,
  orderRow,
  payCheckout,
  PRICE,
  putProduct,
  removeAsOperator,
  REMOVED,
  REPRICED,
  SIZE,
  startCard,
  startPopup,
  verifyCard,
  type Operator,
} from '../test/catalogChangeFixtures';
import { unitsOf } from '../test/stockFixtures';
import { DELIVERY_FEE_PAISE, toPaise } from '../../contract';

const ROUNDS = 8;
/**
 * The change starts this much later in each round than in the one before, so that in some rounds the confirmation gets
 * there first and in others the change does. Which one wins is not asserted: only that it wins whole.
 */
const STAGGER_MS = 4;

/** Plays every round at once; answers what each made. */
const everyRound = <T>(play: (round: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: ROUNDS }, (_, round) => play(round)));

/** Runs `change` `round` staggers after `confirm`, both at once; answers both results. */
async function race<C, A>(round: number, change: () => Promise<C>, confirm: () => Promise<A>): Promise<[C, A]> {
  const confirmed = confirm();
  await new Promise((resolve) => setTimeout(resolve, round * STAGGER_MS));
  return Promise.all([change(), confirmed]);
}

/** What the shop may have made of one round, by the confirmation's status: its answer, the order, the size's ledger. */
type Outcomes = Record<number, { body: unknown; order: Record<string, unknown>; ledger: unknown[][] }>;

interface Round {
  /** The product the round changes. */
  id: string;
  orderId: string;
  confirmation: Answer;
  /** Confirms the payment once more. */
  again: () => Promise<Answer>;
}

/** Checks each round's confirmation, the order and the ledger against one whole outcome, and a repeat against it. */
async function expectOneWinner(shop: TestShop, rounds: Round[], outcomes: Outcomes): Promise<void> {
  for (const round of rounds) {
    const { status, body } = round.confirmation;
    const outcome = outcomes[status];
    if (!outcome) throw new Error(`${round.id}: the confirmation answered ${status} ${JSON.stringify(body)}`);
    expect(body).toEqual(outcome.body);
    expect(await orderRow(shop, round.orderId)).toMatchObject(outcome.order);
    expect(await movements(shop, round.id)).toEqual(outcome.ledger);
    // Asked again, the shop answers as it did the first time.
    expect((await round.again()).status).toBe(round.confirmation.status);
  }
}

describeEachDatabase('a catalog change racing the confirmation of a payment', (shop) => {
  let operator: Operator;
  beforeAll(async () => {
    operator = await operatorOf(shop());
  });

  it(`removing a product while its paid checkout is confirmed: one wins, whole, in each of ${ROUNDS} rounds at once`, async () => {
    const rounds = await everyRound(async (round) => {
      const id = `race-removed-${round}`;
      const alice = await productInCart(shop(), operator, id, { units: 2, quantity: 1 });
      const { checkout, order } = await startCard(shop(), alice);
      expect((await payCheckout(shop(), checkout)).status).toBe(303);
      const [removal, confirmation] = await race(
        round,
        () => removeAsOperator(shop(), operator, id),
        () => verifyCard(shop(), alice, order.id),
      );
      expect(removal.status).toBe(200);
      return { id, orderId: order.id, confirmation, again: () => verifyCard(shop(), alice, order.id) };
    });
    await expectOneWinner(shop(), rounds, {
      200: {
        body: { success: true },
        order: { status: 'Order Placed', payment: 1, stock_state: 'sold', cancel_reason: null },
        ledger: [
          ['hold', -1, 1],
          ['sale', 0, 1],
          ['removed', -1, 0],
        ],
      },
      409: {
        body: { success: false, message: expect.stringContaining(REMOVED) },
        order: { status: 'Refund Due', payment: 1, stock_state: 'released', cancel_reason: 'product removed' },
        ledger: [
          ['hold', -1, 1],
          ['release', 1, 2],
          ['removed', -2, 0],
        ],
      },
    });
  });

  it(`repricing a product while its popup payment is confirmed: one wins, whole, in each of ${ROUNDS} rounds at once`, async () => {
    const rounds = await everyRound(async (round) => {
      const id = `race-repriced-${round}`;
      const alice = await productInCart(shop(), operator, id, { units: 2, quantity: 1 });
      const { providerOrderId, orderId } = await startPopup(shop(), alice);
      const result = (await shop().post('/sandbox/razorpay/pay', { order_id: providerOrderId })).body as object;
      const verify = () => shop().post('/api/order/verifyRazorpay', result, alice.token);
      const [, confirmation] = await race(
        round,
        () => putProduct(shop(), operator, id, { price: PRICE + 100 }),
        verify,
      );
      return { id, orderId, confirmation, again: verify };
    });
    await expectOneWinner(shop(), rounds, {
      200: {
        body: { success: true },
        order: {
          status: 'Order Placed',
          payment: 1,
          stock_state: 'sold',
          amount_paise: toPaise(PRICE) + DELIVERY_FEE_PAISE,
        },
        ledger: [
          ['hold', -1, 1],
          ['sale', 0, 1],
        ],
      },
      409: {
        body: { success: false, message: expect.stringContaining(REPRICED) },
        order: { status: 'Refund Due', payment: 1, stock_state: 'released', cancel_reason: 'price changed' },
        ledger: [
          ['hold', -1, 1],
          ['release', 1, 2],
        ],
      },
    });
  });

  it(`never leaves a payment that started while its product changed waiting on it, in each of ${ROUNDS} rounds at once`, async () => {
    const rounds = await everyRound(async (round) => {
      const [removed, repriced] = [`race-start-removed-${round}`, `race-start-repriced-${round}`];
      await putProduct(shop(), operator, removed, { units: 2 });
      await putProduct(shop(), operator, repriced, { units: 2 });
      const [alice, bob] = [await buyer(shop(), removed, 1), await buyer(shop(), repriced, 1)];
      const [, card] = await race(
        round,
        () => removeAsOperator(shop(), operator, removed),
        () => shop().post('/api/order/stripe', alice.body, alice.token),
      );
      const [, popup] = await race(
        round,
        () => putProduct(shop(), operator, repriced, { price: PRICE + 100 }),
        () => shop().post('/api/order/razorpay', bob.body, bob.token),
      );
      return { card, popup, shoppers: [alice, bob], repriced };
    });
    for (const { card, popup, shoppers, repriced } of rounds) {
      // Started first (then cancelled by the change), or refused for what changed: the cart, or its price.
      expect([200, 400, 409]).toContain(card.status);
      expect([200, 409]).toContain(popup.status);
      const orders = await shop()
        .app.db.selectFrom('orders')
        .select(['status', 'cancel_reason', 'stock_state'])
        .where(
          'user_id',
          'in',
          shoppers.map((shopper) => userIdOf(shop(), shopper.token)),
        )
        .execute();
      expect(orders).toEqual(
        orders.map(() => ({
          status: 'Payment Cancelled',
          cancel_reason: expect.stringMatching(/^(product removed|price changed)$/),
          stock_state: 'released',
        })),
      );
      // A start answered 200 made its order before the change, which then cancelled it; one answered 409 may have too.
      expect(orders.length).toBeGreaterThanOrEqual([card, popup].filter((answer) => answer.status === 200).length);
      expect(await unitsOf(shop(), repriced, SIZE)).toBe(2);
    }
  });
});
