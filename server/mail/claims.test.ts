// Two server processes sending one PostgreSQL outbox through a slow SMTP server: each message is delivered once, and
// the outbox records who sent it after how many attempts (issue 45, item 8).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { Mailbox } from '../../tools/testkit/mailbox';
import { createTestDatabase } from '../test/harness';
import { call, startServer, type ShopProcess } from '../test/processes';

const MESSAGES = 20;
/** Each DATA answered after this: 20 messages from one process take longer than a claim (sender.ts, 60 s). */
const SLOW_SMTP_MS = 4_000;

describe('two processes and a slow SMTP server', () => {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-mail-claims-')));
  const mailbox = new Mailbox();
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const servers: ShopProcess[] = [];

  beforeAll(async () => {
    await mailbox.start();
    mailbox.dataDelayMs = SLOW_SMTP_MS;
    database = await createTestDatabase('postgres', dirs[0] as string);
    const env = { DATABASE_URL: database.url, SMTP_URL: mailbox.url };
    servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir, env)))));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mailbox.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each message exactly once and records the attempt and the process that sent it', async () => {
    const [first] = servers as [ShopProcess, ShopProcess];
    const recipients: string[] = [];
    // Every sign-up through one process: its sender holds all of them, the other one looks for what it can take.
    await Promise.all(
      Array.from({ length: MESSAGES }, async () => {
        const details = newShopperDetails('mail-claims');
        recipients.push(details.email);
        expect((await call(first, '/api/user/register', details)).status).toBe(201);
      }),
    );
    const opened = openDatabase(database?.url ?? '');
    try {
      const rows = () => opened.db.selectFrom('mail_outbox').selectAll().where('recipient', 'in', recipients).execute();
      const deadline = Date.now() + 120_000;
      while ((await rows()).some((row) => row.sent_at === null) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      // A second delivery under way when the rows were marked would land within one slow answer.
      await new Promise((resolve) => setTimeout(resolve, SLOW_SMTP_MS + 1_000));

      expect(recipients.map((recipient) => mailbox.to(recipient).length)).toEqual(recipients.map(() => 1));
      const sent = await rows();
      expect(sent).toHaveLength(MESSAGES);
      for (const row of sent) {
        expect(row).toMatchObject({ attempts: 1, last_error: null, claimed_until: null });
        expect(row.sent_at).toEqual(expect.any(Number));
        expect(row.sent_by).toMatch(/:\d+$/);
      }
    } finally {
      await opened.close();
    }
  }, 180_000);
});
