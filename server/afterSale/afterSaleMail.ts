// The mails of what happens after the order: a cancellation, and each step of a return or exchange request. Each is
// written in the transaction that makes the step, once (its outbox key), in the language the shopper asked in.
import type { Kysely } from 'kysely';
import { orderNumber, orderPath, toRupees } from '../../contract';
import type { DB } from '../db/schema';
import { composeMail, enqueueMail, shopLink, type MailContext } from '../mail';
import { formatRupees } from '../messages';
import { emailsOf } from '../accounts';

/** What the mail says happened. */
export type AfterSaleEvent =
  | 'cancelled'
  | 'partlyCancelled'
  | 'requested'
  | 'approved'
  | 'pickedUp'
  | 'received'
  | 'refunded'
  | 'exchanged'
  | 'rejected';

export interface AfterSaleMail {
  orderId: string;
  userId: string;
  event: AfterSaleEvent;
  /** The outbox key: one mail per cancellation or request step. */
  dedupeKey: string;
  /** The money the step gives back, in paise (0: none). */
  amountPaise: number;
  /** Where it goes: provider, storeCredit, bank, or none. */
  route: string;
  /** The operator's reason (a rejection) or the exchange's new order number. */
  detail?: string;
}

export async function writeAfterSaleMail(trx: Kysely<DB>, mail: AfterSaleMail, context: MailContext): Promise<void> {
  const email = (await emailsOf(trx, [mail.userId])).get(mail.userId);
  if (email === undefined) return;
  await enqueueMail(trx, {
    kind: 'after-sale',
    dedupeKey: mail.dedupeKey,
    recipient: email,
    ...composeMail(
      context,
      { subject: 'mail.afterSale.subject', body: 'mail.afterSale.body' },
      {
        event: mail.event,
        orderId: orderNumber(mail.orderId),
        amount: formatRupees(toRupees(mail.amountPaise), context.language),
        money: mail.amountPaise > 0 ? mail.route : 'none',
        detail: mail.detail ?? '',
        link: shopLink(context, orderPath(mail.orderId)),
      },
    ),
  });
}
