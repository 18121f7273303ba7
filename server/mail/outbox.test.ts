// The outbox and its sender against a real SMTP server: an outage then recovery, a sender that dies mid-send, two
// senders on one database, the sources a sender runs before each pass, the Message-ID, a message given up after its last attempt and listed for the operator, no
// message to an account that is no address, and the development files (no sign-up name in them); and the settings
// production needs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ConfigError, loadConfig } from '../config';
import { runScript } from '../../tools/testkit/processes';
import { TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { en } from '../messages/en';
import { describeEachDatabase, type TestShop } from '../test/harness';
import { Mailbox } from '../../tools/testkit/mailbox';
import { runCli } from '../cli/program';
import { enqueueMail, MAX_MAIL_ATTEMPTS } from './outbox';
import { createMailSender } from './sender';
import { createMailTransport } from './transport';

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

let written = 0;
/** Writes `count` messages straight into the outbox, as a rule's transaction does, and answers their recipients. */
async function writeMail(shop: TestShop, count: number, claimedUntil?: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, () => `outbox-${(written += 1)}-${Date.now()}@example.com`);
  for (const recipient of recipients) {
    await enqueueMail(shop.app.db, {
      kind: 'test',
      dedupeKey: `test:${recipient}`,
      recipient,
      subject: 'A test message',
      text: `Hello ${recipient}`,
    });
    if (claimedUntil !== undefined) {
      await shop.app.db
        .updateTable('mail_outbox')
        .set({ claimed_until: claimedUntil })
        .where('recipient', '=', recipient)
        .execute();
    }
  }
  return recipients;
}

/** Runs the operator's command line against the shop's database. */
async function cli(shop: TestShop, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env: { DATABASE_URL: shop.config.databaseUrl, DATA_DIR: shop.config.dataDir },
    cwd: shop.config.dataDir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const rowsTo = (shop: TestShop, recipients: string[]) =>
  shop.app.db.selectFrom('mail_outbox').selectAll().where('recipient', 'in', recipients).orderBy('recipient').execute();

describeEachDatabase(
  'the mail outbox',
  (shop) => {
    it('keeps every message through an SMTP outage and sends each once when the server is back', async () => {
      mailbox.refusing = true;
      const recipients = await writeMail(shop(), 3);
      try {
        await shop().app.mail.sendDue();
      } finally {
        mailbox.refusing = false;
      }
      const failed = await rowsTo(shop(), recipients);
      for (const row of failed) {
        expect(row).toMatchObject({ sent_at: null, attempts: 1, claimed_until: null });
        expect(row.last_error).toContain('Mail service is briefly unavailable');
        expect(Number(row.next_attempt_at)).toBeGreaterThan(Date.now());
      }
      // Nothing is tried again before its time.
      await shop().app.mail.sendDue();
      for (const recipient of recipients) expect(mailbox.to(recipient)).toEqual([]);
      // The clock moves on to the next attempt.
      await shop()
        .app.db.updateTable('mail_outbox')
        .set({ next_attempt_at: Date.now() })
        .where('recipient', 'in', recipients)
        .execute();
      await shop().app.mail.sendDue();
      await shop().app.mail.sendDue();
      for (const recipient of recipients) expect(mailbox.to(recipient)).toHaveLength(1);
      for (const row of await rowsTo(shop(), recipients)) {
        expect(row).toMatchObject({ attempts: 2, last_error: null, claimed_until: null });
        expect(row.sent_at).toEqual(expect.any(Number));
      }
    });

    it('sends what a sender that died mid-send had claimed once its claim runs out, with the Message-ID of the row', async () => {
      const recipients = await writeMail(shop(), 2, Date.now() + 60_000);
      await shop().app.mail.sendDue();
      for (const recipient of recipients) expect(mailbox.to(recipient)).toEqual([]);
      // The dead sender's claim runs out.
      await shop()
        .app.db.updateTable('mail_outbox')
        .set({ claimed_until: Date.now() - 1 })
        .where('recipient', 'in', recipients)
        .execute();
      await shop().app.mail.sendDue();
      const rows = await rowsTo(shop(), recipients);
      for (const row of rows) {
        const received = mailbox.to(row.recipient);
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({ subject: 'A test message', messageId: `<${row.id}@localhost>` });
      }
    });

    it('sends each message once when two processes send from one database at once', async () => {
      const other = createMailSender({
        db: shop().app.db,
        transport: createMailTransport(shop().config, shop().app.log),
        log: shop().app.log,
        expanders: {},
        ready: () => true,
      });
      try {
        const recipients = await writeMail(shop(), 30);
        await Promise.all([shop().app.mail.sendDue(), other.sendDue()]);
        // Whichever pass sent each (the two asked for here, or either sender's own poll meanwhile): all are sent, and
        // each once.
        expect((await rowsTo(shop(), recipients)).filter((row) => row.sent_at === null)).toEqual([]);
        for (const recipient of recipients) expect(mailbox.to(recipient)).toHaveLength(1);
      } finally {
        await other.stop();
      }
    });

    it('runs the sources it is handed before each pass: what they write is sent in it, and one that fails stops nothing', async () => {
      const recipient = `source-${Date.now()}@example.com`;
      const ran: string[] = [];
      const other = createMailSender({
        db: shop().app.db,
        transport: createMailTransport(shop().config, shop().app.log),
        log: shop().app.log,
        expanders: {},
        sources: [
          () => {
            ran.push('failing');
            return Promise.reject(new Error('the records could not be read'));
          },
          async (db) => {
            ran.push('writing');
            await enqueueMail(db, {
              kind: 'test',
              dedupeKey: `test:${recipient}`,
              recipient,
              subject: 'A message a source wrote',
              text: 'Hello',
            });
          },
        ],
        ready: () => true,
      });
      try {
        await other.sendDue();
        expect(ran).toEqual(['failing', 'writing']);
        // Sent by this pass, or by the shop's own sender had its poll come between (its pass is awaited here).
        await shop().app.mail.sendDue();
        expect(mailbox.to(recipient).map((mail) => mail.subject)).toEqual(['A message a source wrote']);
      } finally {
        await other.stop();
      }
    });

    it('gives a message up after its last attempt, keeps it listed for the operator, and sends it again on their word', async () => {
      const [recipient = ''] = await writeMail(shop(), 1);
      // Every attempt but the last has failed.
      await shop()
        .app.db.updateTable('mail_outbox')
        .set({ attempts: MAX_MAIL_ATTEMPTS - 1, last_error: 'Mail service is briefly unavailable' })
        .where('recipient', '=', recipient)
        .execute();
      mailbox.refusing = true;
      try {
        await shop().app.mail.sendDue();
      } finally {
        mailbox.refusing = false;
      }
      const [given] = await rowsTo(shop(), [recipient]);
      expect(given).toMatchObject({ sent_at: null, attempts: MAX_MAIL_ATTEMPTS, claimed_until: null });
      // Its time comes and goes: no sender takes it again, though the SMTP server is back.
      await shop()
        .app.db.updateTable('mail_outbox')
        .set({ next_attempt_at: Date.now() - 1 })
        .where('recipient', '=', recipient)
        .execute();
      await shop().app.mail.sendDue();
      expect(mailbox.to(recipient)).toEqual([]);
      expect((await rowsTo(shop(), [recipient]))[0]).toMatchObject({ sent_at: null, attempts: MAX_MAIL_ATTEMPTS });

      // The operator sees it, given up, with why it failed, ahead of what is still being tried.
      await writeMail(shop(), 1);
      const listed = await cli(shop(), 'mail', 'list');
      expect(listed.code).toBe(0);
      const lines = listed.stdout.split('\n');
      const line = lines.find((each) => each.includes(recipient)) ?? '';
      expect(line).toContain(`given up after ${MAX_MAIL_ATTEMPTS} tries`);
      expect(line).toContain('Mail service is briefly unavailable');
      expect(lines.findIndex((each) => each.includes('next try'))).toBeGreaterThan(lines.indexOf(line));
      const json = JSON.parse((await cli(shop(), 'mail', 'list', '--json')).stdout) as Array<Record<string, unknown>>;
      expect(json.find((each) => each.recipient === recipient)).toMatchObject({
        id: given?.id,
        givenUp: true,
        attempts: MAX_MAIL_ATTEMPTS,
      });

      // Once what failed is put right, the operator sends it again: it goes once.
      expect((await cli(shop(), 'mail', 'retry', 'ffffffff')).code).toBe(1);
      expect((await cli(shop(), 'mail', 'retry', given?.id.slice(0, 8) ?? '')).code).toBe(0);
      await shop().app.mail.sendDue();
      expect(mailbox.to(recipient)).toHaveLength(1);
      expect((await cli(shop(), 'mail', 'list', '--json')).stdout).not.toContain(recipient);
    });

    it('writes nothing to a closed or handed-over account, whose e-mail is no address', async () => {
      for (const recipient of ['closed:4f1c2b7e-0000-4000-8000-000000000000', 'earlier-holder:4f1c2b7e-0000']) {
        const mail = { kind: 'test', dedupeKey: `test:${recipient}`, recipient, subject: 'Hello', text: 'Hello' };
        expect(await enqueueMail(shop().app.db, mail)).toBe(false);
        expect(await rowsTo(shop(), [recipient])).toEqual([]);
      }
    });

    it('writes a message with the same key once (an order confirmed twice is mailed once)', async () => {
      const recipient = `once-${shop().kind}@example.com`;
      const mail = { kind: 'test', dedupeKey: `test:${recipient}`, recipient, subject: 'Once', text: 'Once' };
      expect(await enqueueMail(shop().app.db, mail)).toBe(true);
      expect(await enqueueMail(shop().app.db, mail)).toBe(false);
      await shop().app.mail.sendDue();
      expect(mailbox.to(recipient)).toHaveLength(1);
    });
  },
  () => ({ SMTP_URL: mailbox.url }),
);

describeEachDatabase('mail without an SMTP server (development)', (shop) => {
  /** The message the sender wrote to `recipient`: its outbox row and its .eml file, read and parsed. */
  async function writtenTo(recipient: string) {
    await shop().app.mail.sendDue();
    const row = await shop()
      .app.db.selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .executeTakeFirstOrThrow();
    const file = readFileSync(path.join(shop().config.dataDir, 'outbox', `${row.id}.eml`));
    return { row, file: file.toString(), parsed: await simpleParser(file) };
  }
  const confirmLink = () => new RegExp(`${shop().config.publicUrl}/confirm-email\\?token=[\\w-]{43}`);

  it('writes each message to DATA_DIR/outbox/<id>.eml, where its link can be followed', async () => {
    const shopper = await shop().newShopper();
    const { row, parsed } = await writtenTo(shopper.email);
    expect(row.sent_at).toEqual(expect.any(Number));
    expect(parsed.subject).toBe(en['mail.confirm.subject']);
    expect(parsed.text).toMatch(confirmLink());
  });

  // The confirmation mail goes to whatever address a sign-up gives, so the name, which anyone chooses, stays out.
  it('greets a sign-up without the name it gave, whose links and markup never reach the address', async () => {
    const bait = 'Win a prize at http://evil.example <a href="https://evil.example/x">claim</a> <b>now</b>';
    const shopper = await shop().newShopper(bait);
    const { file, parsed } = await writtenTo(shopper.email);
    expect(parsed.html).toBe(false);
    for (const part of [parsed.subject ?? '', parsed.text ?? '', file]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toMatch(/<a\b|<b>|prize/i);
    }
    expect(parsed.text).toMatch(confirmLink());
  });
});

describe('mail settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PAYMENT_METHODS: 'cod' };

  it('refuses production without SMTP_URL unless MAIL_TO_FILES=true says so, and a URL that is not SMTP', () => {
    expect(() => loadConfig(production, dir)).toThrow(
      new ConfigError(
        'SMTP_URL must be set when NODE_ENV=production: password-reset, e-mail confirmation and order mails are ' +
          'sent through it (such as smtps://user:password@smtp.example.com:465).',
      ),
    );
    expect(loadConfig({ ...production, MAIL_TO_FILES: 'true' }, dir).warnings).toEqual([
      expect.stringContaining('MAIL_TO_FILES=true'),
    ]);
    expect(() => loadConfig({ ...production, SMTP_URL: 'https://mail.example.com' }, dir)).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ MAIL_FROM: 'nobody' }, dir)).toThrow(/MAIL_FROM must be an address/);
    expect(
      loadConfig(
        { ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Kapda <orders@example.com>' },
        dir,
      ),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: 'Kapda <orders@example.com>',
    });
  });

  it('stops a production start without SMTP_URL with exit code 78 and a message naming it', async () => {
    const run = await runScript('server/main.ts', [], {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...TEST_SHOP_ENV,
      ...production,
      DATA_DIR: dir,
    });
    expect(run.code).toBe(78);
    expect(run.stderr.trim()).toMatch(/^Configuration error: SMTP_URL must be set when NODE_ENV=production/);
  });
});
