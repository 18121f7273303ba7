// Back-in-stock alerts per size: an address signs up for a sold-out size of a product (once, however often it asks),
// confirms it through the link mailed to it (confirmation.ts) unless the signed-in shopper signs up their own confirmed
// address, ends all of its alerts through the link in every alert mail, and the operator reads how many wait for each
// size. A restock of the size, whatever road it takes, ends its confirmed alerts with their mails (restocks.ts);
// unconfirmed ones wait for their link.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { accountDates } from '../accounts';
import { findProducts, productOrNotFound } from '../catalog';
import { lastRestockOf, productShelves, unitsInStockHeld } from '../stock';
import type { Language } from '../../contract';
import { writeConfirmationMail, type ConfirmationMailer } from './confirmation';
import { SizeInStock, SizeNotSold } from './errors';
import { requestRestockMail } from './restocks';

export interface AlertSignUp {
  productId: string;
  size: string;
  /** Lower-cased already. */
  email: string;
  /** The language its mail is written in. */
  language: Language;
  /** The signed-in shopper asking, if any: their own confirmed address needs no confirmation. */
  shopper?: { userId: string; email: string };
}

/** At most one confirmation mail per alert in this long, however often the address is signed up again. */
export const CONFIRMATION_MAIL_EVERY_MS = 3600_000;

/** How a sign-up went: `confirmationSent` when the alert waits for its owner to open the link mailed to the address. */
export interface SignedUp {
  confirmationSent: boolean;
}

/** Whether `email` is the signed-in shopper's own address, confirmed by them. */
async function ownConfirmedAddress(db: Kysely<DB>, email: string, shopper: AlertSignUp['shopper']) {
  if (!shopper || shopper.email !== email) return false;
  return ((await accountDates(db, shopper.userId))?.email_confirmed_at ?? null) !== null;
}

/**
 * Signs an address up for a sold-out size: 404 for a product the shop does not have, 400 for a size it is not sold
 * in, 409 for a size in stock now. The same address, product and size again keeps one alert, in the latest language.
 * The alert is written first, then the size's units read under a lock: a restock at the same moment either comes
 * first, and this is refused as in stock, or waits for this commit. A confirmed alert waits since the size's last
 * restock, read under that lock: the restock that waited, and every later one, ends it (restocks.ts); a restock from
 * before it (the size sold out again since) does not. An alert not confirmed yet is mailed its confirmation link (at
 * most once an hour): until its owner opens it, no restock mails the address; the signed-in shopper's own confirmed
 * address is confirmed at once.
 */
export async function signUpForAlert(
  db: Kysely<DB>,
  { productId, size, email, language, shopper }: AlertSignUp,
  mailer: ConfirmationMailer,
  /**
   * Counts the sign-up against the address's daily cap, once it is known to be written (the product and size exist,
   * the size is sold out); a throw refuses it, and nothing is kept.
   */
  countWritten: () => Promise<void> = async () => undefined,
): Promise<SignedUp> {
  const product = await productOrNotFound(db, productId);
  if (!(JSON.parse(product.sizes) as string[]).includes(size)) throw new SizeNotSold(size);
  const own = await ownConfirmedAddress(db, email, shopper);
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const alert = await trx
      .insertInto('stock_alerts')
      .values({
        id: randomUUID(),
        product_id: productId,
        size,
        email,
        language,
        created_at: now,
        confirmed_at: own ? now : null,
      })
      .onConflict((oc) =>
        oc.columns(['product_id', 'size', 'email']).doUpdateSet((eb) => ({
          language,
          ...(own ? { confirmed_at: eb.fn.coalesce('stock_alerts.confirmed_at', eb.val(now)) } : {}),
        })),
      )
      .returning(['id', 'confirmed_at', 'confirmation_mailed_at', 'waiting_since_restock'])
      .executeTakeFirstOrThrow();
    if (((await unitsInStockHeld(trx, productId, size)) ?? 0) > 0) throw new SizeInStock(size);
    await countWritten();
    if (alert.confirmed_at !== null) {
      const last = await lastRestockOf(trx, productId, size);
      if (alert.waiting_since_restock === null) {
        await trx.updateTable('stock_alerts').set({ waiting_since_restock: last }).where('id', '=', alert.id).execute();
      } else if (alert.waiting_since_restock < last) {
        // A restock not claimed yet ended this alert already (the size sold out again since): its mail is written now,
        // as the claim would, and the sign-up waits afresh, as a new alert, for the next restock.
        await requestRestockMail(trx, { id: alert.id, email, product_id: productId, size, language });
        await trx
          .updateTable('stock_alerts')
          .set({ id: randomUUID(), waiting_since_restock: last })
          .where('id', '=', alert.id)
          .execute();
      }
      return { confirmationSent: false };
    }
    if (alert.confirmation_mailed_at === null || now - alert.confirmation_mailed_at >= CONFIRMATION_MAIL_EVERY_MS) {
      await trx.updateTable('stock_alerts').set({ confirmation_mailed_at: now }).where('id', '=', alert.id).execute();
      await writeConfirmationMail(trx, mailer, {
        alertId: alert.id,
        email,
        language,
        size,
        name: (language === 'hi' && product.name_hi) || product.name,
        productId,
        now,
      });
    }
    return { confirmationSent: true };
  });
}

/** Ends every alert of an address; answers how many there were. */
export async function endAlertsOf(db: Kysely<DB>, email: string): Promise<number> {
  const ended = await db.deleteFrom('stock_alerts').where('email', '=', email).executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/** A size that alerts wait for: the operator's restocking hint. */
export interface WaitingSize {
  productId: string;
  name: string;
  size: string;
  waiting: number;
  /** The units on the shelf now. */
  inStock: number;
}

/** Every size with confirmed alerts waiting, most waiting first, of products the shop still has. */
export async function waitingSizes(db: Kysely<DB>): Promise<WaitingSize[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select((eb) => ['product_id', 'size', eb.fn.countAll<number | string>().as('waiting')])
    // Only alerts their owners confirmed: sign-ups nobody confirmed promise no buyer.
    .where('confirmed_at', 'is not', null)
    .groupBy(['product_id', 'size'])
    .execute();
  const ids = [...new Set(rows.map((row) => row.product_id))];
  const products = await findProducts(db, ids);
  const shelves = ids.length === 0 ? [] : await productShelves.shelvesOf(db, ids).execute();
  const units = new Map(shelves.map((shelf) => [`${shelf.product_id}\u0000${shelf.size}`, shelf.quantity]));
  return rows
    .flatMap((row) => {
      const product = products.get(row.product_id);
      if (!product) return [];
      return [
        {
          productId: row.product_id,
          name: product.name,
          size: row.size,
          waiting: Number(row.waiting),
          inStock: units.get(`${row.product_id}\u0000${row.size}`) ?? 0,
        },
      ];
    })
    .sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name) || a.size.localeCompare(b.size));
}
