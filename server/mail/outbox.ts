// The durable outbox: every e-mail is a row of mail_outbox, written in the transaction that causes it, and sent from
// there by a sender in each server process (sender.ts). A claim (claimed_by, claimed_until) keeps two processes from
// sending one row at once; a failed attempt is tried again later, each time after a longer wait. Claims, waits and
// dates are on the database's clock (server/db/clock.ts), which every process's sender shares.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { dbNow } from '../db/clock';
import { isPostgres } from '../db/dialect';
import type { DB, MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewMail {
  /** What the message is for: 'reset', 'confirm', 'signup-attempt', 'order', or a request to expand (sender.ts). */
  kind: string;
  /** The same key is written once: a second message with it is dropped (an order confirmed twice is mailed once). */
  dedupeKey: string;
  recipient: string;
  subject: string;
  text: string;
}

/**
 * Whether a recipient is an e-mail address at all. A closed account's e-mail (`closed:<id>`) and the internal holder of
 * a handed-over account's earlier orders (`earlier-holder:<id>`) are kept without an @ so nobody can log in as them;
 * mail to them would reach nobody.
 */
export const isMailAddress = (recipient: string): boolean => recipient.includes('@');

/**
 * Writes a message to send, inside the caller's transaction; answers false when its key was written before, or when
 * the recipient is no address (a closed or handed-over account's): nothing is written for it.
 */
export async function enqueueMail(trx: Kysely<DB>, mail: NewMail, at?: number): Promise<boolean> {
  if (!isMailAddress(mail.recipient)) return false;
  const now = at ?? (await dbNow(trx));
  const written = await trx
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      kind: mail.kind,
      dedupe_key: mail.dedupeKey,
      recipient: mail.recipient,
      subject: mail.subject,
      body_text: mail.text,
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether a message of this kind to this recipient was written after `since`. */
export async function wroteMailSince(
  db: Kysely<DB>,
  { kind, recipient, since }: { kind: string; recipient: string; since: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', kind)
    .where('recipient', '=', recipient)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes every message, sent or not, to `recipient` or written with one of `dedupeKeys` (whoever it went to): a
 * closed account's mail, whose copies name the person.
 */
export async function forgetMail(
  trx: Kysely<DB>,
  { recipient, dedupeKeys }: { recipient: string; dedupeKeys: readonly string[] },
): Promise<void> {
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb('recipient', '=', recipient),
        ...(dedupeKeys.length > 0 ? [eb('dedupe_key', 'in', [...dedupeKeys])] : []),
      ]),
    )
    .execute();
}

/**
 * Claims the next due row for `leaseMs` under `claimer`'s own token: unsent, not given up, its next attempt due, and
 * not claimed by a sender whose claim is still running. One row, claimed just before it is sent, so a claim covers one attempt; the
 * sender renews it while the attempt runs (renewMailClaim). One statement: on PostgreSQL a row another process is
 * claiming is skipped, on SQLite the database's write lock orders the claimers. A sender that dies mid-send leaves its
 * claim to run out, and the row is sent again.
 */
export async function claimNextMail(
  db: Kysely<DB>,
  { now, leaseMs, claimer }: { now: number; leaseMs: number; claimer: string },
): Promise<OutboxRow | undefined> {
  let due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_MAIL_ATTEMPTS)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(1);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  // `=`, not `in`: PostgreSQL may run an `in` subquery once per row it scans, claiming several rows.
  return db
    .updateTable('mail_outbox')
    .set({ claimed_until: now + leaseMs, claimed_by: `${claimer} ${randomUUID()}` })
    .where('id', '=', due)
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_MAIL_ATTEMPTS)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Holds a claim for another `leaseMs` while its attempt runs; answers false when the claim was lost. */
export async function renewMailClaim(db: Kysely<DB>, row: OutboxRow, leaseMs: number) {
  const now = await dbNow(db);
  const renewed = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: now + leaseMs })
    .where('id', '=', row.id)
    .where('claimed_by', '=', row.claimed_by)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) > 0;
}

/** Links in a sent message are not kept: the body of a reset or confirmation mail holds a live token until used. */
const KEEPS_NO_BODY = new Set(['reset', 'confirm']);

/** Marks a claimed row sent by `sender` (only under this claim's token: a late sender does not mark another's row). */
export async function markMailSent(db: Kysely<DB>, row: OutboxRow, sender: string): Promise<void> {
  const now = await dbNow(db);
  await db
    .updateTable('mail_outbox')
    .set({
      sent_at: now,
      sent_by: sender,
      claimed_until: null,
      claimed_by: null,
      last_error: null,
      attempts: row.attempts + 1,
      ...(KEEPS_NO_BODY.has(row.kind) ? { body_text: '' } : {}),
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', row.claimed_by)
    .execute();
}

/** The wait before attempt n+1: 30 s, doubling up to an hour (a long outage is tried hourly). */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The attempts a message gets: 30, about a day of the waits above. A message that failed them all is given up: no
 * sender claims it again, and it stays in the outbox, listed for the operator (`mail list`), until the operator sends
 * it again (`mail retry`).
 */
export const MAX_MAIL_ATTEMPTS = 30;

/** Whether the outbox has stopped trying a message. */
export const gaveUp = (row: Pick<OutboxRow, 'sent_at' | 'attempts'>): boolean =>
  row.sent_at === null && row.attempts >= MAX_MAIL_ATTEMPTS;

/**
 * Records a failed attempt and when to try again; the claim is given back. Answers whether that was the last attempt
 * (the message is given up).
 */
export async function markMailFailed(db: Kysely<DB>, row: OutboxRow, error: string): Promise<boolean> {
  const now = await dbNow(db);
  const attempts = row.attempts + 1;
  await db
    .updateTable('mail_outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      next_attempt_at: now + retryDelayMs(attempts),
      claimed_until: null,
      claimed_by: null,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', row.claimed_by)
    .execute();
  return attempts >= MAX_MAIL_ATTEMPTS;
}

/** An unsent message as the operator sees it: what, to whom, how often tried and why it failed, and whether given up. */
export interface WaitingMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  givenUp: boolean;
}

/** The messages not sent: the given up first, then the rest by their next attempt. */
export async function unsentMail(db: Kysely<DB>, { limit }: { limit: number }): Promise<WaitingMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .orderBy((eb) => eb.case().when('attempts', '>=', MAX_MAIL_ATTEMPTS).then(0).else(1).end())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    createdAt: Number(row.created_at),
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    givenUp: gaveUp(row),
  }));
}

/**
 * Sends an unsent message again from its first attempt, now (the operator's word, once what made it fail is put
 * right); answers false when there is no such unsent message. `id` may be its first 8 characters or more.
 */
export async function retryMail(db: Kysely<DB>, id: string): Promise<boolean> {
  if (id.length < 8) return false;
  const now = await dbNow(db);
  const found = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('id', 'like', `${id.toLowerCase().replace(/[%_\\]/g, '')}%`)
    .limit(2)
    .execute();
  if (found.length !== 1) return false;
  const updated = await db
    .updateTable('mail_outbox')
    .set({ attempts: 0, next_attempt_at: now })
    .where('id', '=', found[0]?.id ?? '')
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Sent messages older than this are forgotten. */
const KEEP_SENT_MS = 30 * 24 * 3600 * 1000;

export async function forgetOldMail(db: Kysely<DB>): Promise<void> {
  const now = await dbNow(db);
  await db
    .deleteFrom('mail_outbox')
    .where('sent_at', '<', now - KEEP_SENT_MS)
    .execute();
}
