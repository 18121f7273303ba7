// The alerts a restock ends, claimed from the stock wing's restocks (restocks.ts), on both databases: a restock
// claimed late ends only the alerts that waited before it, not one signed up after the size sold out again; and
// sign-ups, confirmations, restocks and claims racing on concurrent connections end each alert once, with one mail's
// request, leaving none waiting once the size is restocked again. Migration 0030 keeps every alert confirmed before
// it waiting for the next restock, and leaves no trigger that writes the alerts or the outbox.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import type { DB } from '../db/schema';
import { setStock } from '../stock';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness';
import { confirmAlert } from './confirmation';
import { confirmToken } from './confirmLinks';
import { SizeInStock } from './errors';
import { endRestockedAlerts } from './restocks';
import { signUpForAlert } from './subscriptions';

const SECRET = 'restocks-test-secret-of-at-least-32-characters';
const MAILER = { publicUrl: 'http://shop.test', secret: SECRET };
const PRODUCT = 'restock-kurta';
const SIZES = ['S', 'M', 'L', 'XL'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const aProduct = {
  id: PRODUCT,
  name: 'Restock Kurta',
  description: 'A kurta that sells out.',
  price_paise: 99900,
  images: '[]',
  category: 'Men',
  sub_category: 'Topwear',
  sizes: JSON.stringify(SIZES),
  bestseller: 0,
  created_at: 1,
};

describe.each(DATABASE_KINDS)('migrating alerts to restocks (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-restocks-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps alerts confirmed before 0030 waiting for the next restock, and restocks write only the stock', async () => {
    const target = await createTestDatabase(kind, dataDir);
    const database = openDatabase(target.url);
    const { db } = database;
    try {
      const { error } = await new Migrator({ db, provider: migrations }).migrateTo('0028_order_lines');
      expect(error).toBeUndefined();
      await db.insertInto('products').values(aProduct).execute();
      await setStock(db, { productId: PRODUCT, size: 'M', quantity: 0, by: 'test' });
      const alert = (email: string, confirmed: boolean) => ({
        id: randomUUID(),
        product_id: PRODUCT,
        size: 'M',
        email,
        language: 'en',
        created_at: 1,
        confirmed_at: confirmed ? 2 : null,
      });
      await db
        .insertInto('stock_alerts')
        .values([alert('confirmed@example.com', true), alert('unconfirmed@example.com', false)])
        .execute();

      await migrateToLatest(db);
      const since = await db
        .selectFrom('stock_alerts')
        .select(['email', 'waiting_since_restock'])
        .orderBy('email')
        .execute();
      expect(
        since.map((row) => [row.email, row.waiting_since_restock === null ? null : Number(row.waiting_since_restock)]),
      ).toEqual([
        ['confirmed@example.com', 0],
        ['unconfirmed@example.com', null],
      ]);
      await setStock(db, { productId: PRODUCT, size: 'M', quantity: 4, by: 'test' });
      // The restock wrote its record and nothing of the alerts' or the mail's.
      expect(await db.selectFrom('stock_alerts').select('email').execute()).toHaveLength(2);
      expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('stock_restocks').select(['product_id', 'size']).execute()).toEqual([
        { product_id: PRODUCT, size: 'M' },
      ]);
      expect(await endRestockedAlerts(db)).toBe(1);
      expect(await db.selectFrom('stock_alerts').select('email').execute()).toEqual([
        { email: 'unconfirmed@example.com' },
      ]);
      expect(await db.selectFrom('mail_outbox').select(['kind', 'recipient']).execute()).toEqual([
        { kind: 'back-in-stock-request', recipient: 'confirmed@example.com' },
      ]);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});

describe.each(DATABASE_KINDS)('alerts ended by restocks (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-restocks-'));
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: ReturnType<typeof openDatabase>;
  let db: Kysely<DB>;

  beforeAll(async () => {
    target = await createTestDatabase(kind, dataDir);
    database = openDatabase(target.url);
    db = database.db;
    await migrateToLatest(db);
    await db.insertInto('products').values(aProduct).execute();
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const units = (size: string, quantity: number) => setStock(db, { productId: PRODUCT, size, quantity, by: 'test' });
  const visitor = (size: string, email: string) =>
    signUpForAlert(db, { productId: PRODUCT, size, email, language: 'en' }, MAILER);
  const tokenOf = async (email: string, size: string) => {
    const alert = await db
      .selectFrom('stock_alerts')
      .select(['id', 'confirmation_mailed_at'])
      .where('email', '=', email)
      .where('size', '=', size)
      .executeTakeFirstOrThrow();
    return confirmToken(SECRET, alert.id, alert.confirmation_mailed_at ?? 0);
  };
  const confirm = async (email: string, size: string) =>
    confirmAlert(db, await tokenOf(email, size), { secret: SECRET, language: 'en' });
  /** The requests for back-in-stock mails written to each address. */
  const requestsTo = async (emails: readonly string[]) => {
    const rows = await db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('kind', '=', 'back-in-stock-request')
      .where('recipient', 'in', [...emails])
      .execute();
    return emails.map((email) => rows.filter((row) => row.recipient === email).length);
  };
  const address = (label: string) => `${label}-${randomUUID()}@example.com`;

  it('ends, on a restock claimed late, only the alerts that waited before it; one signed up after waits for the next', async () => {
    const size = SIZES[0] ?? '';
    await units(size, 0);
    const before = address('before');
    await visitor(size, before);
    await confirm(before, size);
    const again = address('again');
    await visitor(size, again);
    await confirm(again, size);
    await units(size, 3);
    // Sold out again before any sender claimed the restock: a new alert waits, and an address the restock ended
    // already signs up again (its mail is written at once, and it waits afresh).
    await units(size, 0);
    const after = address('after');
    await visitor(size, after);
    await confirm(after, size);
    await visitor(size, again);
    expect(await requestsTo([before, after, again])).toEqual([0, 0, 1]);

    expect(await endRestockedAlerts(db)).toBe(1);
    expect(await requestsTo([before, after, again])).toEqual([1, 0, 1]);
    const waiting = await db.selectFrom('stock_alerts').select('email').where('size', '=', size).execute();
    expect(waiting.map((row) => row.email).sort()).toEqual([after, again].sort());
    expect(await endRestockedAlerts(db)).toBe(0);

    await units(size, 2);
    expect(await endRestockedAlerts(db)).toBe(2);
    expect(await requestsTo([before, after, again])).toEqual([1, 1, 2]);
    expect(await db.selectFrom('stock_restocks').select('id').execute()).toEqual([]);
  });

  it('ends each alert once, with one request, when sign-ups, confirmations, restocks and claims race', async () => {
    const sizes = SIZES.slice(1);
    for (const size of sizes) await units(size, 0);
    const early: Array<[string, string]> = [];
    const racing: Array<[string, string]> = [];
    const own: Array<[string, string, string]> = [];
    for (const size of sizes)
      for (let each = 0; each < 6; each += 1) {
        early.push([size, address('early')]);
        racing.push([size, address('racing')]);
        own.push([size, address('own'), randomUUID()]);
      }
    for (const [size, email] of [...early, ...racing]) await visitor(size, email);
    for (const [size, email] of early) await confirm(email, size);
    // Shoppers whose own addresses are confirmed: their sign-ups are confirmed at once.
    await db
      .insertInto('users')
      .values(
        own.map(([, email, id]) => ({
          id,
          name: 'Own',
          email,
          password_hash: 'x',
          created_at: 1,
          email_confirmed_at: 1,
        })),
      )
      .execute();
    const tokens = await Promise.all(racing.map(([size, email]) => tokenOf(email, size)));

    const signedUp = await Promise.all([
      ...own.map(([size, email, userId], index) =>
        wait(index % 7).then(() =>
          signUpForAlert(
            db,
            { productId: PRODUCT, size, email, language: 'en', shopper: { userId, email } },
            MAILER,
          ).then(
            () => true,
            (error: unknown) => {
              if (error instanceof SizeInStock) return false;
              throw error;
            },
          ),
        ),
      ),
      ...tokens.map((token, index) =>
        wait(index % 5).then(() => confirmAlert(db, token, { secret: SECRET, language: 'en' }).then(() => true)),
      ),
      ...sizes.map((size, index) => wait(index * 2).then(() => units(size, 5).then(() => true))),
      ...[0, 3, 6].map((ms) => wait(ms).then(() => endRestockedAlerts(db).then(() => true))),
    ]);
    const kept = own.filter((_, index) => signedUp[index]).map(([, email]) => email);
    const refused = own.filter((_, index) => !signedUp[index]).map(([, email]) => email);

    // The next restock of every size ends whatever waited through the race.
    for (const size of sizes) await units(size, 0);
    for (const size of sizes) await units(size, 4);
    await Promise.all([endRestockedAlerts(db), endRestockedAlerts(db)]);

    const mailed = [...early.map(([, email]) => email), ...racing.map(([, email]) => email), ...kept];
    expect(await requestsTo(mailed)).toEqual(mailed.map(() => 1));
    expect(await requestsTo(refused)).toEqual(refused.map(() => 0));
    expect(await db.selectFrom('stock_alerts').select('email').where('size', 'in', sizes).execute()).toEqual([]);
    expect(await db.selectFrom('stock_restocks').select('id').execute()).toEqual([]);
  });
});
