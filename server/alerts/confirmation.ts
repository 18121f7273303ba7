// Double opt-in for back-in-stock alerts: an alert signed up by a visitor, or for an address that is not the signed-in
// shopper's own confirmed one, is mailed a link (confirmLinks.ts) to the storefront's confirmation page; opening it
// confirms the alert, and only confirmed alerts are mailed by a restock (restocks.ts). An address nobody
// confirms gets the one confirmation mail an hour at most, however often it is signed up, and nothing more.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findProducts } from '../catalog';
import { composeMail, enqueueMail, shopLink } from '../mail';
import { lastRestockOf, unitsInStockHeld } from '../stock';
import { pagePath, type Language } from '../../contract';
import { CONFIRM_LINK_DAYS, confirmToken, readConfirmToken } from './confirmLinks';
import { AlertNoLongerWaiting, ConfirmLinkInvalid } from './errors';
import { requestRestockMail } from './restocks';

/** What writing a confirmation mail needs of the server: the storefront's address and the secret links are signed with. */
export interface ConfirmationMailer {
  publicUrl: string;
  secret: string;
}

/** The outbox kind of a confirmation mail. */
export const ALERT_CONFIRMATION_MAIL = 'back-in-stock-confirm';

/** Writes the alert's confirmation mail, in the sign-up's language, inside the caller's transaction. */
export async function writeConfirmationMail(
  trx: Kysely<DB>,
  { publicUrl, secret }: ConfirmationMailer,
  alert: {
    alertId: string;
    email: string;
    language: Language;
    size: string;
    name: string;
    productId: string;
    now: number;
  },
): Promise<void> {
  const context = { language: alert.language, publicUrl };
  await enqueueMail(trx, {
    kind: ALERT_CONFIRMATION_MAIL,
    dedupeKey: `${ALERT_CONFIRMATION_MAIL}:${alert.alertId}:${alert.now}`,
    recipient: alert.email,
    ...composeMail(
      context,
      { subject: 'mail.alertConfirm.subject', body: 'mail.alertConfirm.body' },
      {
        name: alert.name,
        size: alert.size,
        days: CONFIRM_LINK_DAYS,
        link: shopLink(context, pagePath('alertsConfirm'), {
          token: confirmToken(secret, alert.alertId, alert.now),
        }),
        product: shopLink(context, pagePath('product', { productId: alert.productId })),
      },
    ),
  });
}

/** How a confirmation went: the alert now waits, or its size was back already and its mail is on its way. */
export interface Confirmed {
  email: string;
  size: string;
  name: string;
  inStock: boolean;
}

/**
 * Confirms the alert a link's token names: 400 for a token the shop did not write or one older than a week, 404 for
 * an alert that no longer waits (unsubscribed, or mailed already). Confirming twice is confirming once. The size's
 * units are read under their lock after the alert is marked: a restock at the same moment either commits first, and
 * is found here, or waits and comes after the size's last restock the alert waits since, which is read under the same
 * lock (restocks.ts ends it). A size in stock now is mailed at once, as a restock would, and the alert ends.
 */
export async function confirmAlert(
  db: Kysely<DB>,
  token: string,
  { secret, language }: { secret: string; language: Language },
): Promise<Confirmed> {
  const now = Date.now();
  const verdict = readConfirmToken(secret, token, now);
  if ('refused' in verdict) throw new ConfirmLinkInvalid(verdict.refused);
  return db.transaction().execute(async (trx) => {
    const alert = await trx
      .updateTable('stock_alerts')
      .set((eb) => ({ confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)) }))
      .where('id', '=', verdict.alertId)
      .returning(['id', 'product_id', 'size', 'email', 'language', 'waiting_since_restock'])
      .executeTakeFirst();
    if (!alert) throw new AlertNoLongerWaiting();
    const product = (await findProducts(trx, [alert.product_id])).get(alert.product_id);
    if (!product) throw new AlertNoLongerWaiting();
    const name = (language === 'hi' && product.name_hi) || product.name;
    const inStock = ((await unitsInStockHeld(trx, alert.product_id, alert.size)) ?? 0) > 0;
    if (inStock) {
      // What a restock writes for a confirmed alert: the sender expands it into the back-in-stock mail.
      await requestRestockMail(trx, alert);
      await trx.deleteFrom('stock_alerts').where('id', '=', alert.id).execute();
    } else if (alert.waiting_since_restock === null) {
      const since = await lastRestockOf(trx, alert.product_id, alert.size);
      await trx.updateTable('stock_alerts').set({ waiting_since_restock: since }).where('id', '=', alert.id).execute();
    }
    return { email: alert.email, size: alert.size, name, inStock };
  });
}
