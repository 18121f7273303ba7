// Setting a new password through a link sent by e-mail. Asking costs the same whether or not an account uses the
// address: the request is written to the outbox as it comes, and the account is looked up later by the mail sender,
// which writes the link's mail only for an account. Following the link sets the password, confirms the address (its
// owner read the mail) and signs the account out everywhere.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { composeMail, enqueueMail, shopLink, type MailContext, type MailExpander } from '../mail';
import { isLanguage, DEFAULT_LANGUAGE, pagePath } from '../../contract';
import type { Account } from './credentials';
import { normalizeEmail } from './credentials';
import { LinkNotValid } from './errors';
import { createLink, endLinks, liveLink, useLink } from './links';
import type { PasswordHasher } from './passwords';
import { checkNewPassword } from './passwordPolicy';
import { lockUser } from './userLock';
import type { ShopperOrders } from './shopperOrders';
import { handOverUnconfirmed } from './earlierHolder';
import { lockRoles } from './roles';

/** The outbox row of a request, expanded by the sender (expandResetRequest). */
export const RESET_REQUEST = 'reset-request';

/** Records a request for a reset link, the same row whoever asks. */
export async function requestPasswordReset(db: Kysely<DB>, email: string, context: MailContext): Promise<void> {
  await enqueueMail(db, {
    kind: RESET_REQUEST,
    dedupeKey: `${RESET_REQUEST}:${randomUUID()}`,
    recipient: normalizeEmail(email),
    subject: '',
    // A request carries only the language its mail is written in.
    text: context.language,
  });
}

/** The sender's step for a request: a link and its mail for an open account of that address, else nothing. */
export const expandResetRequest =
  (publicUrl: string): MailExpander =>
  async (trx, row) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', row.recipient)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const language = isLanguage(row.body_text) ? row.body_text : DEFAULT_LANGUAGE;
    const token = await createLink(trx, 'reset', { userId: user.id, email: user.email });
    const link = shopLink({ language, publicUrl }, pagePath('resetPassword'), { token });
    await enqueueMail(trx, {
      kind: 'reset',
      dedupeKey: `reset:${row.id}`,
      recipient: user.email,
      ...composeMail({ language, publicUrl }, { subject: 'mail.reset.subject', body: 'mail.reset.body' }, { link }),
    });
  };

/**
 * Sets the password of the link's account, once, and answers the account with its new token version: every token
 * issued before is refused. A link to an unconfirmed account hands it to the mailbox's owner: what the one who signed
 * up with the address kept there (saved addresses, the cart, their orders and name) leaves it in the same transaction
 * (earlierHolder.ts).
 */
export async function resetPassword(
  db: Kysely<DB>,
  { token, password }: { token: string; password: string },
  passwords: PasswordHasher,
  orders: Pick<ShopperOrders, 'emptyCart' | 'moveOrders'>,
): Promise<Account> {
  const link = await liveLink(db, token, 'reset');
  const holder =
    link &&
    (await db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', link.userId)
      .where('email', '=', link.email)
      .where('closed_at', 'is', null)
      .executeTakeFirst());
  if (!link || !holder) throw new LinkNotValid('reset.linkInvalid');
  // A weak password is refused before the link is used: the shopper tries another with the same link.
  checkNewPassword(password, holder);
  const passwordHash = await passwords.hash(password);
  return db.transaction().execute(async (trx) => {
    // Role changes' lock first, as every change of role takes it: an unconfirmed admin's account loses its role.
    await lockRoles(trx);
    await lockUser(trx, link.userId);
    const owner = await useLink(trx, token, 'reset');
    const user =
      owner &&
      (await trx
        .selectFrom('users')
        .select(['id', 'token_version', 'email_confirmed_at'])
        .where('id', '=', owner.userId)
        .where('email', '=', owner.email)
        .where('closed_at', 'is', null)
        .executeTakeFirst());
    if (!user) throw new LinkNotValid('reset.linkInvalid');
    const now = Date.now();
    if (user.email_confirmed_at === null) await handOverUnconfirmed(trx, user.id, orders);
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        token_version: user.token_version + 1,
        email_confirmed_at: user.email_confirmed_at ?? now,
      })
      .where('id', '=', user.id)
      .execute();
    await endLinks(trx, user.id, { now });
    return { id: user.id, tokenVersion: user.token_version + 1 };
  });
}
