// How a message leaves the shop: over SMTP (nodemailer) when SMTP_URL is set, else as an .eml file in
// DATA_DIR/outbox/ with its links logged, so a developer can follow a reset or confirmation link.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { OutboxRow } from './outbox';

export interface MailTransport {
  /** Hands the message over; throws when it was not taken (the row is then tried again later). */
  send(row: OutboxRow): Promise<void>;
  /** Where messages go, for the log and the start banner. */
  readonly describe: string;
  close(): void;
}

/** Every attempt ends well within the sender's claim on its row (sender.ts), so no other process sends it meanwhile. */
const SMTP_TIMEOUT_MS = 20_000;

/** The Message-ID of a row: the same however often it is tried, so a receiver can tell a repeat. */
export const messageIdOf = (row: Pick<OutboxRow, 'id'>, from: string) =>
  `<${row.id}@${/@([^\s<>@]+)>?$/.exec(from)?.[1] ?? 'kapda.invalid'}>`;

/** Headers a kind of message carries besides the usual ones (an alert's List-Unsubscribe), worked out as it is sent. */
export type MailHeaders = (row: OutboxRow) => Record<string, string> | undefined;

const envelope = (row: OutboxRow, from: string, headersOf?: MailHeaders) => ({
  from,
  to: row.recipient,
  subject: row.subject,
  text: row.body_text,
  messageId: messageIdOf(row, from),
  date: new Date(row.created_at),
  headers: headersOf?.(row) ?? {},
});

function smtpTransport(url: string, from: string, headersOf?: MailHeaders): MailTransport {
  const mailer = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    describe: `SMTP ${new URL(url).host}`,
    async send(row) {
      await mailer.sendMail(envelope(row, from, headersOf));
    },
    close: () => mailer.close(),
  };
}

/** The shop's own links in a message (the reset and confirmation links a developer follows). */
const linksIn = (text: string, publicUrl: string) =>
  text.split(/\s+/).filter((word) => word.startsWith(`${publicUrl}/`));

function fileTransport(
  dir: string,
  from: string,
  publicUrl: string,
  log: FastifyBaseLogger,
  headersOf?: MailHeaders,
): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${dir}`,
    async send(row) {
      const built = await builder.sendMail(envelope(row, from, headersOf));
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${row.id}.eml`);
      writeFileSync(file, built.message as Buffer, { mode: 0o600 });
      log.info({ to: row.recipient, kind: row.kind, file, links: linksIn(row.body_text, publicUrl) }, 'mail written');
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(
  config: MailConfig & { dataDir: string; publicUrl: string },
  log: FastifyBaseLogger,
  headersOf?: MailHeaders,
): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom, headersOf);
  return fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, config.publicUrl, log, headersOf);
}
