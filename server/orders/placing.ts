// Placing a cash-on-delivery order: the priced cart (pricing.ts) becomes an order, and its units leave the stock,
// in one transaction, with its confirmation mail.
import type { Kysely } from 'kysely';
import { ORDER_PLACED, PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import { pricedOrder, type NewOrder } from './pricing';
import { applyStock, linesChanges, withUnitsFreed } from '../stock';
import { lockUser } from '../accounts';
import type { MailContext } from '../mail';
import { writeOrderMail } from './orderMail';
import { writeOrderLines } from './lines';
import type { PlacingHooks } from './laterWings';
import { freeHeldUnits } from './paymentOutcomes';
import { assertDeliverable } from '../places';

/**
 * One attempt. Deleting the cart rows claims them, so a repeated or concurrent submission finds an empty cart; the
 * units are taken only while enough are left, so of many shoppers racing for the last ones exactly as many succeed
 * as there are units, and the stock never goes below 0.
 */
function placeOnce(db: Kysely<DB>, order: NewOrder, mail: MailContext, hooks: PlacingHooks): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // The shopper's orders in turn: each counts the unpaid orders the one before made (unpaidLimits.ts).
    await lockUser(trx, order.userId);
    const lines = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', order.userId)
      .returning(['product_id', 'size', 'quantity'])
      .execute();
    // Where the shop delivers is checked below with the cash rules, in one read of them.
    const priced = await pricedOrder(trx, { ...order, dispatch: undefined }, lines);
    // Store credit pays first, as much of the order as it covers; the courier collects the rest. The shopper's lock,
    // held to the commit, keeps two orders from spending the same credit.
    const credit = order.request.useStoreCredit
      ? Math.min(await hooks.creditBalance(trx, order.userId), priced.row.amount_paise)
      : 0;
    const values = { ...priced.row, amount_paise: priced.row.amount_paise - credit, credit_paise: credit };
    // Cash is taken only where and up to what the operator allows (what the courier collects counts).
    if (order.dispatch)
      await assertDeliverable(trx, order.dispatch, {
        pincode: order.request.address.zipcode.trim(),
        amountPaise: values.amount_paise,
        cashOnDelivery: true,
      });
    await trx
      .insertInto('orders')
      .values({ ...values, status: ORDER_PLACED, payment_method: PAYMENT_METHOD.cod, stock_state: 'sold' })
      .execute();
    await writeOrderLines(trx, values.id, priced.lines);
    await hooks.addCredit(trx, {
      userId: order.userId,
      amountPaise: -credit,
      reason: 'spent',
      source: `spent:${values.id}`,
      orderId: values.id,
    });
    // Last: a size's row stays locked from its update to the commit, and other buyers of it wait that long.
    const sold = lines.map((line) => ({ productId: line.product_id, size: line.size, quantity: line.quantity }));
    await applyStock(trx, linesChanges(sold, -1, 'sale', values.id));
    await writeOrderMail(trx, values.id, mail);
    return values.id;
  });
}

/**
 * Places a cash-on-delivery order from the user's cart and empties the cart. When a size falls short, units that holds
 * which have ended still keep, or that the shopper's own waiting online payment keeps (for the cart now ordered this
 * way), are given back and the order is tried once more; otherwise 409 names the line to change.
 */
export function placeOrderFromCart(
  db: Kysely<DB>,
  order: NewOrder,
  mail: MailContext,
  hooks: PlacingHooks,
): Promise<string> {
  hooks.assertCashOnDelivery();
  return withUnitsFreed(
    db,
    () => placeOnce(db, order, mail, hooks),
    () => freeHeldUnits(db, order.userId),
  );
}
