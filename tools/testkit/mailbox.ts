// A real SMTP server in the test process (smtp-server), whose messages are read with mailparser: what the shop's
// outbox sender delivers, as a provider would receive it, for server tests, browser tests and the bench. It can refuse
// mail for a while (an outage), or answer slowly.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** The shop's links in the text (reset and confirmation links, the order's page). */
  links: string[];
  /** Every header as sent, by its lower-cased name (folded lines unfolded). */
  headers: Record<string, string>;
}

const toReceived = (parsed: ParsedMail): ReceivedMail => {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const text = parsed.text ?? '';
  return {
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text,
    messageId: parsed.messageId ?? '',
    links: text.split(/\s+/).filter((word) => /^https?:\/\//.test(word)),
    headers: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [
        key.toLowerCase(),
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      ]),
    ),
  };
};

export class Mailbox {
  readonly received: ReceivedMail[] = [];
  /** While true, every message is refused with a temporary SMTP failure (451), as a provider's outage. */
  refusing = false;
  /** How long each message's DATA waits for its answer, as a slow provider's does. */
  dataDelayMs = 0;
  private waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse lookup of 127.0.0.1 can wait for a DNS server that never answers here.
    disableReverseLookup: true,
    onMailFrom: (_address, _session, callback) => {
      if (!this.refusing) return callback();
      const outage = new Error('Mail service is briefly unavailable') as Error & { responseCode: number };
      outage.responseCode = 451;
      callback(outage);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          const mail = toReceived(parsed);
          this.received.push(mail);
          this.waiters = this.waiters.filter((waiter) => !(waiter.match(mail) && (waiter.resolve(mail), true)));
          setTimeout(callback, this.dataDelayMs);
        },
        (error: Error) => callback(error),
      );
    },
  });
  private port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages sent to `to` so far. */
  to(to: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === to.toLowerCase());
  }

  /** The next message to `to` (or one already here that no earlier call took): resolves when it arrives. */
  next(to: string, since = 0): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) => mail.to === to.toLowerCase();
    const already = this.received.slice(since).find(match);
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }
}
