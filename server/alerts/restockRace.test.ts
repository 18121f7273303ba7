// Two server processes on one PostgreSQL restock the same sold-out sizes at once, through each one's admin API, and
// both processes' senders send the outbox: every confirmed alert gets exactly one mail, and the restocks after it none.
// Confirmations racing a restock are mailed once, by the restock or by the confirmation: none is left waiting.
import { setRole } from '../accounts';
import { openDatabase } from '../db/database';
import { newShopperDetails, TEST_SHOP_ENV } from '../../tools/testkit/fixtures';
import { Mailbox } from '../../tools/testkit/mailbox';
import { shopClient, type ShopClient } from '../../tools/testkit/shopClient';
import { twoProcessesOnPostgres } from '../test/processes';
import { confirmToken } from './confirmLinks';

const SIZES = 4;
const ADDRESSES_PER_SIZE = 3;
/** Longer than a process's sender takes to look at the outbox again (sender.ts). */
const SENDER_LOOKS_AGAIN_MS = 6_000;

const mailbox = new Mailbox();
beforeAll(() => mailbox.start());
afterAll(() => mailbox.stop());

let clientNumber = 0;
/** Each sign-up from a loopback address of its own: the per-client limit is not what these tests are about. */
const anotherClient = () => {
  clientNumber += 1;
  return `127.2.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('back-in-stock mails from two server processes on one PostgreSQL', () => {
  const started = twoProcessesOnPostgres('stock-alerts', () => ({ SMTP_URL: mailbox.url }));
  let clients: ShopClient[] = [];
  /** The client of one process or the other, by turns. */
  const through = (index: number) => clients[index % 2] as ShopClient;
  let operator = '';

  beforeAll(async () => {
    clients = started().servers.map((server) => shopClient(server.url));
    const details = newShopperDetails('alerts-operator', 'Alerts Operator');
    operator = (await through(0).succeed<{ token: string }>('POST', '/api/user/register', { body: details })).token;
    const opened = openDatabase(started().databaseUrl);
    try {
      await setRole(opened.db, details.email, 'admin');
    } finally {
      await opened.close();
    }
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  async function sizes(from: number, count: number) {
    const listed = (await through(0).call('GET', '/api/product/list')).body.products as Array<{
      _id: string;
      sizes: string[];
    }>;
    return listed
      .slice(from, from + count)
      .map((product) => ({ productId: product._id, size: product.sizes[0] ?? '' }));
  }
  const setStock = (index: number, target: { productId: string; size: string }, quantity: number) =>
    through(index).call('POST', '/api/admin/stock', {
      token: operator,
      body: { ...target, quantity },
    });
  const signUp = (index: number, body: { productId: string; size: string; email: string }) =>
    through(index).request({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: body,
      from: anotherClient(),
    });
  /** The address's back-in-stock mails (not its alert's confirmation). */
  const restockMailsTo = (email: string) =>
    mailbox.to(email).filter((mail) => !mail.links.some((link) => link.includes('/alerts/confirm?')));
  /** Waits until each address has a mail (or a while has passed), then one more look of every sender. */
  async function mailsOnceSent(emails: readonly string[]): Promise<number[]> {
    for (let attempt = 0; attempt < 100 && emails.some((email) => restockMailsTo(email).length === 0); attempt += 1)
      await wait(200);
    await wait(SENDER_LOOKS_AGAIN_MS);
    return emails.map((email) => restockMailsTo(email).length);
  }
  /** The tokens of the confirmation links mailed to these addresses' alerts, as the mails carry them. */
  async function confirmationTokens(emails: readonly string[]): Promise<Map<string, string>> {
    const reading = openDatabase(started().databaseUrl);
    try {
      const alerts = await reading.db
        .selectFrom('stock_alerts')
        .select(['id', 'email', 'confirmation_mailed_at'])
        .where('email', 'in', [...emails])
        .execute();
      return new Map(
        alerts.map((alert) => [
          alert.email,
          confirmToken(TEST_SHOP_ENV.JWT_SECRET, alert.id, alert.confirmation_mailed_at ?? 0),
        ]),
      );
    } finally {
      await reading.close();
    }
  }
  const confirm = (index: number, token: string) =>
    through(index).request({ method: 'POST', url: '/api/stock-alerts/confirm', payload: { token } });

  it('sends each alert one mail when both processes restock its size at once, and none on the restocks after', async () => {
    const targets = await sizes(0, SIZES);
    for (const target of targets) expect((await setStock(0, target, 0)).status).toBe(200);
    const emails: string[] = [];
    for (const [index, target] of targets.entries())
      for (let each = 0; each < ADDRESSES_PER_SIZE; each += 1) {
        const email = newShopperDetails(`race-${index}-${each}`).email;
        emails.push(email);
        expect((await signUp(each, { ...target, email })).status).toBe(200);
      }
    const tokens = await confirmationTokens(emails);
    for (const [index, email] of emails.entries())
      expect((await confirm(index, tokens.get(email) ?? '')).status).toBe(200);

    // Both processes restock every size at once, then empty and restock it again, several times.
    const rounds = [
      [5, 7],
      [0, 0],
      [3, 8],
      [0, 2],
    ];
    for (const quantities of rounds) {
      const answers = await Promise.all(
        targets.flatMap((target) => quantities.map((quantity, index) => setStock(index, target, quantity))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }

    expect(await mailsOnceSent(emails)).toEqual(emails.map(() => 1));
    const reading = openDatabase(started().databaseUrl);
    try {
      const mails = await reading.db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'sent_at', 'attempts'])
        .where('kind', 'in', ['back-in-stock-request', 'back-in-stock'])
        .execute();
      expect(mails).toHaveLength(emails.length * 2);
      expect(mails.every((mail) => mail.sent_at !== null && mail.attempts === 1)).toBe(true);
      expect(await reading.db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    } finally {
      await reading.close();
    }
  });

  it('leaves no confirmation waiting that raced a restock: each is mailed once, by the restock or by itself', async () => {
    // Each size restocked a little later than the one before, so some confirmations come first and some after.
    const delaysMs = [0, 10, 20, 40, 80, 160];
    const targets = await sizes(SIZES, delaysMs.length);
    for (const target of targets) expect((await setStock(0, target, 0)).status).toBe(200);
    const signUps = targets.flatMap((target, index) =>
      Array.from({ length: 8 }, (_, each) => ({
        ...target,
        email: newShopperDetails(`racing-${index}-${each}`).email,
      })),
    );
    for (const [index, body] of signUps.entries()) expect((await signUp(index, body)).status).toBe(200);
    const emails = signUps.map((body) => body.email);
    const tokens = await confirmationTokens(emails);
    const answers = await Promise.all([
      ...emails.map((email, index) => confirm(index, tokens.get(email) ?? '')),
      ...targets.map((target, index) => wait(delaysMs[index] ?? 0).then(() => setStock(index, target, 4))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    expect(await mailsOnceSent(emails)).toEqual(emails.map(() => 1));
    const reading = openDatabase(started().databaseUrl);
    try {
      expect(await reading.db.selectFrom('stock_alerts').select('email').execute()).toEqual([]);
    } finally {
      await reading.close();
    }
  });
});
