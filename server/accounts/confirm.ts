// E-mail confirmation: a new account is mailed a link (in the transaction that creates it); following it marks the
// address as its owner's. Until then the account orders within a new account's limits (orders/unpaidLimits.ts).
import type { Kysely } from 'kysely';
import { pagePath } from '../../contract';
import type { DB } from '../db/schema';
import { composeMail, enqueueMail, shopLink, type MailContext } from '../mail';
import { LinkNotValid } from './errors';
import { createLink, useLink } from './links';
import { tokenHash } from './tokens';
import { lockUser } from './userLock';

/** Writes the confirmation mail for `user`, inside the caller's transaction. */
export async function writeConfirmationMail(
  trx: Kysely<DB>,
  user: { id: string; email: string; name: string },
  context: MailContext,
): Promise<void> {
  const token = await createLink(trx, 'confirm', { userId: user.id, email: user.email });
  const link = shopLink(context, pagePath('confirmEmail'), { token });
  await enqueueMail(trx, {
    kind: 'confirm',
    dedupeKey: `confirm:${tokenHash(token)}`,
    recipient: user.email,
    ...composeMail(context, { subject: 'mail.confirm.subject', body: 'mail.confirm.body' }, { link }),
  });
}

/** Marks the e-mail the link was sent to as confirmed, once; 400 for a used, expired or unknown link. */
export async function confirmEmail(db: Kysely<DB>, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await useLink(trx, token, 'confirm');
    if (!owner) throw new LinkNotValid('confirm.linkInvalid');
    const now = Date.now();
    const account = await trx
      .updateTable('users')
      .set((eb) => ({ email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)) }))
      .where('id', '=', owner.userId)
      .where('email', '=', owner.email)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    // The account no longer has that address (it was closed): the link speaks for nothing.
    if (Number(account.numUpdatedRows) === 0) throw new LinkNotValid('confirm.linkInvalid');
  });
}

/** Mails the account a new confirmation link, unless its e-mail is confirmed already. */
export async function resendConfirmation(
  db: Kysely<DB>,
  userId: string,
  context: MailContext,
): Promise<{ sent: false } | { sent: true; email: string }> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'name', 'email_confirmed_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.email_confirmed_at !== null) return { sent: false as const };
    await writeConfirmationMail(trx, user, context);
    return { sent: true as const, email: user.email };
  });
}
