// The outbox's sender, one in every server process: it claims a due row, hands it to the transport, and marks it sent
// or failed (tried again later, up to the outbox's bound of attempts), one row at a time. It looks every few seconds, and at once when this process has just written mail.
// Before each pass it runs the wings' sources, which write to the outbox what other wings' records call for (the
// alerts a restock ends), so what they write is sent in that pass.
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { dbNow } from '../db/clock';
import type { DB } from '../db/schema';
import { claimNextMail, forgetOldMail, markMailFailed, markMailSent, renewMailClaim, type OutboxRow } from './outbox';
import type { MailTransport } from './transport';

/** How often a process looks for mail it did not write itself (another process's, or a retry that came due). */
const POLL_MS = 5_000;
/**
 * How long a claim keeps other processes off a row: longer than one SMTP attempt's timeouts (transport.ts), and renewed
 * every third of it while the attempt runs, so it cannot run out under a slow send of a living process.
 */
export const CLAIM_MS = 60_000;
const FORGET_EVERY_MS = 3600_000;

/**
 * Rows that are requests, not messages: turned into mail (or into nothing) inside a transaction, which also marks the
 * request done. A password-reset request is one: the account is looked up here, not while the shopper waits.
 */
export type MailExpander = (trx: Transaction<DB>, row: OutboxRow) => Promise<void>;

/**
 * A wing's step before each pass: it writes mail to the outbox in its own transactions (through enqueueMail), from
 * records that several processes may read at once, so it must claim them. A failure is logged, and the pass goes on.
 */
export type MailSource = (db: Kysely<DB>) => Promise<unknown>;

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
  /** Run before each pass, in this order. */
  sources?: readonly MailSource[];
  /** False while the database is unreachable or not yet migrated: the sender waits. */
  ready: () => boolean;
}

export function createMailSender({ db, transport, log, expanders, sources = [], ready }: SenderOptions): MailSender {
  let stopped = false;
  let queued: Promise<number> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // This process, as the outbox records who sent a message.
  const sender = `${hostname()}:${process.pid}`;

  async function attempt(row: OutboxRow): Promise<void> {
    const expand = expanders[row.kind];
    if (expand) {
      await db.transaction().execute(async (trx) => {
        await expand(trx, row);
        await markMailSent(trx, row, sender);
      });
      return;
    }
    await transport.send(row);
    await markMailSent(db, row, sender);
  }

  async function handle(row: OutboxRow): Promise<void> {
    const renew = setInterval(() => {
      renewMailClaim(db, row, CLAIM_MS).then(
        (held) => {
          if (!held) log.warn({ mailId: row.id }, 'mail claim lost while sending: another process may send it too');
        },
        (error: unknown) => log.warn({ err: error, mailId: row.id }, 'mail claim not renewed'),
      );
    }, CLAIM_MS / 3);
    try {
      await attempt(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const given = await markMailFailed(db, row, message);
      const facts = { err: error, mailId: row.id, kind: row.kind, attempts: row.attempts + 1, sender };
      if (given)
        log.error(facts, 'mail given up after its last attempt: `mail list` shows it, `mail retry` sends it again');
      else log.warn(facts, 'mail not sent yet');
    } finally {
      clearInterval(renew);
    }
  }

  async function pass(): Promise<number> {
    queued = undefined;
    if (!ready() || stopped) return 0;
    for (const source of sources) {
      try {
        await source(db);
      } catch (error) {
        log.warn({ err: error }, 'a source of mail could not write its mail yet; trying again on the next pass');
      }
    }
    let handled = 0;
    // Until nothing is due: a request expanded in this pass (a reset link) is sent in it too.
    while (!stopped) {
      const row = await claimNextMail(db, { now: await dbNow(db), leaseMs: CLAIM_MS, claimer: sender });
      if (!row) break;
      await handle(row);
      handled += 1;
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
