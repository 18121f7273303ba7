// The outbox's sender, one in every server process: it claims due rows, hands each to the transport, and marks it sent
// or failed (tried again later). It looks every few seconds, and at once when this process has just written mail.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { claimDueMail, forgetOldMail, markMailFailed, markMailSent, type OutboxRow } from './outbox';
import type { MailTransport } from './transport';

/** How often a process looks for mail it did not write itself (another process's, or a retry that came due). */
const POLL_MS = 5_000;
/** How long a claim keeps other processes off a row: longer than one SMTP attempt may take (transport.ts). */
export const CLAIM_MS = 60_000;
const BATCH = 20;
const FORGET_EVERY_MS = 3600_000;

/**
 * Rows that are requests, not messages: turned into mail (or into nothing) inside a transaction, which also marks the
 * request done. A password-reset request is one: the account is looked up here, not while the shopper waits.
 */
export type MailExpander = (trx: Transaction<DB>, row: OutboxRow) => Promise<void>;

export interface MailSender {
  /** One pass over the due rows, after any pass under way; answers how many rows it handled. */
  sendDue(): Promise<number>;
  /** Asks for a pass soon, without waiting for it. */
  wake(): void;
  /** Stops looking and waits for the pass under way; rows claimed and not sent are taken again when the claim ends. */
  stop(): Promise<void>;
}

export interface SenderOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  expanders: Readonly<Record<string, MailExpander>>;
  /** False while the database is unreachable or not yet migrated: the sender waits. */
  ready: () => boolean;
}

export function createMailSender({ db, transport, log, expanders, ready }: SenderOptions): MailSender {
  let stopped = false;
  let queued: Promise<number> | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function handle(row: OutboxRow): Promise<void> {
    try {
      const expand = expanders[row.kind];
      if (expand) {
        await db.transaction().execute(async (trx) => {
          await expand(trx, row);
          await markMailSent(trx, row);
        });
      } else {
        await transport.send(row);
        await markMailSent(db, row);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, mailId: row.id, kind: row.kind, attempts: row.attempts + 1 }, 'mail not sent yet');
      await markMailFailed(db, row, message);
    }
  }

  async function pass(): Promise<number> {
    queued = undefined;
    if (!ready()) return 0;
    let handled = 0;
    while (!stopped) {
      const rows = await claimDueMail(db, Date.now(), CLAIM_MS, BATCH);
      for (const row of rows) await handle(row);
      handled += rows.length;
      // Until nothing is due: a request expanded in this pass (a reset link) is sent in it too.
      if (rows.length === 0) break;
    }
    return handled;
  }

  function sendDue(): Promise<number> {
    // Passes run one after another; calls that arrive while one waits share it.
    queued ??= running.then(pass, pass);
    running = queued.catch(() => undefined);
    return queued;
  }

  const wake = () => {
    if (stopped) return;
    sendDue().catch((error: unknown) => log.warn({ err: error }, 'the mail outbox could not be read; trying again'));
  };
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  const forget = setInterval(() => {
    if (ready()) forgetOldMail(db).catch((error: unknown) => log.warn({ err: error }, 'old mail not forgotten yet'));
  }, FORGET_EVERY_MS);
  forget.unref();

  return {
    sendDue,
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(forget);
      await running;
      transport.close();
    },
  };
}
