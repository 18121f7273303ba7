// The order confirmation mail: written in the transaction that places a cash-on-delivery order or marks an online
// one paid, once per order (its outbox key), however often the provider confirms. A paid one names its tax invoice,
// issued in the same transaction, as does the mail of a cash order's delivery; both lead to the order's page, where
// the invoice is downloaded.
import type { Kysely } from 'kysely';
import { isLanguage, orderNumber, orderPath, paymentRefundPath, toRupees } from '../../contract';
import { PAYMENT_METHOD } from '../constants';
import type { CancelReason, DB } from '../db/schema';
import { composeMail, enqueueMail, shopLink, type MailContext } from '../mail';
import { formatRupees, say } from '../messages';
import { emailsOf } from '../accounts';
import { orderLinesOf } from './lines';

/** The outbox key of an order's confirmation: it is written once per order. */
export const orderMailKey = (orderId: string) => `order:${orderId}`;
/** The outbox key of the mail saying a payment was not taken as an order: it is written once per order. */
export const notTakenMailKey = (orderId: string) => `not-taken:${orderId}`;
/** The outbox key of a cash order's delivery mail: it is written once per order. */
export const deliveredMailKey = (orderId: string) => `delivered:${orderId}`;

/** The values that name an order's tax invoice, if it has one (a sale of nothing left to pay has none). */
const invoiceValues = (invoice: string | null) => ({ invoiced: invoice ? 'yes' : 'no', invoice: invoice ?? '' });

/**
 * `invoice`: the number of the tax invoice issued with the payment (none when the order is placed unpaid). Written in
 * the language of the page that placed or confirmed the order, or, when no page asked (a webhook), the order's own.
 */
export async function writeOrderMail(
  trx: Kysely<DB>,
  orderId: string,
  asked: MailContext,
  invoice: string | null = null,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'amount_paise', 'delivery_fee_paise', 'payment_method', 'language'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const context = asked.orderLanguage && isLanguage(order.language) ? { ...asked, language: order.language } : asked;
  const email = (await emailsOf(trx, [order.user_id])).get(order.user_id);
  if (email === undefined) throw new Error(`Order ${orderId} names no account.`);
  const items = (await orderLinesOf(trx, order.id))
    .map((line) =>
      say(
        {
          key: 'mail.order.item',
          values: {
            quantity: line.quantity,
            // A Hindi shopper's mail names a product as the Hindi pages do, where it has a Hindi name.
            name: (context.language === 'hi' && line.nameHi) || line.name,
            size: line.size,
            price: formatRupees(toRupees(line.unitPricePaise), context.language),
          },
        },
        context.language,
      ),
    )
    .join('\n');
  await enqueueMail(trx, {
    kind: 'order',
    dedupeKey: orderMailKey(order.id),
    recipient: email,
    ...composeMail(
      context,
      { subject: 'mail.order.subject', body: 'mail.order.body' },
      {
        // The number the order's pages show; its link carries the whole id.
        orderId: orderNumber(order.id),
        items,
        fee: formatRupees(toRupees(order.delivery_fee_paise), context.language),
        amount: formatRupees(toRupees(order.amount_paise), context.language),
        method: order.payment_method === PAYMENT_METHOD.cod ? 'cod' : 'online',
        ...invoiceValues(invoice),
        link: shopLink(context, orderPath(order.id)),
      },
    ),
  });
}

/** A cash order is delivered and paid: the shopper is told its tax invoice's number, in the language they ordered in. */
export async function writeDeliveredMail(
  trx: Kysely<DB>,
  orderId: string,
  invoice: string | null,
  context: MailContext,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'language'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const email = (await emailsOf(trx, [order.user_id])).get(order.user_id);
  if (email === undefined) return;
  const shopper = { ...context, language: isLanguage(order.language) ? order.language : context.language };
  await enqueueMail(trx, {
    kind: 'delivered',
    dedupeKey: deliveredMailKey(order.id),
    recipient: email,
    ...composeMail(
      shopper,
      { subject: 'mail.delivered.subject', body: 'mail.delivered.body' },
      { orderId: orderNumber(order.id), ...invoiceValues(invoice), link: shopLink(shopper, orderPath(order.id)) },
    ),
  });
}

export type NotTaken = 'late' | 'productRemoved' | 'priceChanged';

/** Why a payment was not taken as an order: after its hold ended (no cancel reason), or after a catalog change. */
export const notTakenReason = (cancelReason: CancelReason | null): NotTaken =>
  cancelReason === 'product removed' ? 'productRemoved' : cancelReason === 'price changed' ? 'priceChanged' : 'late';

/**
 * A payment the provider took that the order could not take (it came after the hold on the order's units ended, or a
 * product in it was removed or repriced meanwhile): the shopper is told, once, that nothing will be delivered and the
 * whole amount goes back, with a link to the page that says so and follows the refund. Written in the transaction that
 * marks the order Refund Due, in the language of the page that confirmed it or, from a webhook, the order's own.
 */
export async function writeNotTakenMail(
  trx: Kysely<DB>,
  orderId: string,
  asked: MailContext,
  reason: NotTaken,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'amount_paise', 'language'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const context = asked.orderLanguage && isLanguage(order.language) ? { ...asked, language: order.language } : asked;
  const email = (await emailsOf(trx, [order.user_id])).get(order.user_id);
  if (email === undefined) return;
  await enqueueMail(trx, {
    kind: 'not-taken',
    dedupeKey: notTakenMailKey(order.id),
    recipient: email,
    ...composeMail(
      context,
      { subject: 'mail.notTaken.subject', body: 'mail.notTaken.body' },
      {
        orderId: orderNumber(order.id),
        amount: formatRupees(toRupees(order.amount_paise), context.language),
        reason,
        link: shopLink(context, paymentRefundPath(order.id)),
      },
    ),
  });
}
