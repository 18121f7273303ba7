// The back-in-stock alerts a restock ends. The stock wing records each restock of a size, whatever road made it
// (stock/restocks.ts); the mail sender of every server process, before each pass over the outbox, asks this wing to
// claim what is recorded: in one transaction per batch, the restocks are claimed, the confirmed alerts that were
// waiting before each one are deleted, and one request per alert is written to the outbox, which the sender expands
// into the mail in the alert's language (restockMail.ts). If anything fails, the transaction rolls back and the
// restocks wait for the next pass: nothing is lost, and an alert's request is written once (its row is deleted with
// it, the request's key is the alert's), however many processes claim at once.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { dbNow } from '../db/clock';
import { enqueueMail } from '../mail';
import { claimRestocks, restocksRecorded } from '../stock';
import { DEFAULT_LANGUAGE, isLanguage } from '../../contract';
import { BACK_IN_STOCK_REQUEST } from './restockMail';

/** Restocks claimed in one transaction. */
const RESTOCKS_AT_ONCE = 100;

/** An alert ended by a restock, or by its confirmation when its size is in stock: its mail's request, in the outbox. */
export async function requestRestockMail(
  trx: Kysely<DB>,
  alert: { id: string; email: string; product_id: string; size: string; language: string },
  at?: number,
): Promise<void> {
  await enqueueMail(
    trx,
    {
      kind: BACK_IN_STOCK_REQUEST,
      dedupeKey: `${BACK_IN_STOCK_REQUEST}:${alert.id}`,
      recipient: alert.email,
      subject: '',
      text: JSON.stringify({
        productId: alert.product_id,
        size: alert.size,
        language: isLanguage(alert.language) ? alert.language : DEFAULT_LANGUAGE,
      }),
    },
    at,
  );
}

/**
 * Ends the alerts of every restock recorded so far, a batch at a time; answers how many alerts it ended. An alert is
 * ended by a restock of its size numbered after the one it began to wait since (read under the size's lock when it
 * was confirmed, subscriptions.ts and confirmation.ts): one signed up or confirmed after a restock, while the size
 * was sold out again, waits for the next.
 */
export async function endRestockedAlerts(db: Kysely<DB>): Promise<number> {
  let ended = 0;
  if (!(await restocksRecorded(db))) return ended;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const restocks = await claimRestocks(trx, RESTOCKS_AT_ONCE);
      // A size restocked twice in the batch: its later restock ends whatever the earlier would.
      const latest = new Map(restocks.map((restock) => [`${restock.productId}\u0000${restock.size}`, restock]));
      if (restocks.length === 0) return { restocks: 0, alerts: 0 };
      const now = await dbNow<DB>(trx);
      let count = 0;
      for (const { id, productId, size } of latest.values()) {
        const alerts = await trx
          .deleteFrom('stock_alerts')
          .where('product_id', '=', productId)
          .where('size', '=', size)
          .where('waiting_since_restock', '<', id)
          .returning(['id', 'email', 'product_id', 'size', 'language'])
          .execute();
        for (const alert of alerts) await requestRestockMail(trx, alert, now);
        count += alerts.length;
      }
      return { restocks: restocks.length, alerts: count };
    });
    ended += batch.alerts;
    if (batch.restocks < RESTOCKS_AT_ONCE) return ended;
  }
}
