// Two server processes on one database, two admins each taking the other's role through a different process at once:
// the shop always keeps an admin, and the one who loses is told 409.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { createTestDatabase, DATABASE_KINDS } from '../test/harness';
import { call, startServer, type ShopProcess } from '../test/processes';

const ROUNDS = 10;

describe.each(DATABASE_KINDS)('two admins taking each other’s role through two processes (%s)', (kind) => {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-roles-')));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let opened: Database | undefined;
  const servers: ShopProcess[] = [];
  const db = () => {
    if (!opened) throw new Error('the database did not open');
    return opened.db;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind, dirs[0] as string);
    const url = database.url;
    servers.push(await startServer(dirs[0] as string, { DATABASE_URL: url }));
    servers.push(await startServer(dirs[1] as string, { DATABASE_URL: url }));
    opened = openDatabase(url);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await opened?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A new account through `server`, with its id and token. */
  async function signUp(server: ShopProcess) {
    const details = newShopperDetails('admin');
    const { body } = await call(server, '/api/user/register', details);
    const row = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', details.email)
      .executeTakeFirstOrThrow();
    return { id: row.id, email: details.email, token: body.token as string };
  }
  const admins = async () =>
    (await db().selectFrom('users').select('email').where('role', '=', 'admin').execute()).map((row) => row.email);

  it(`always keeps one admin and answers the other 409 (${ROUNDS} rounds)`, async () => {
    const [one, two] = servers as [ShopProcess, ShopProcess];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = [await signUp(one), await signUp(two)];
      // A shop with exactly these two admins.
      await db().updateTable('users').set({ role: 'shopper' }).where('role', '=', 'admin').execute();
      await db().updateTable('users').set({ role: 'admin' }).where('id', 'in', [first.id, second.id]).execute();

      const answers = await Promise.all([
        call(one, `/api/admin/users/${second.id}/role`, { role: 'shopper' }, first.token),
        call(two, `/api/admin/users/${first.id}/role`, { role: 'shopper' }, second.token),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect({ round, statuses: [...statuses].sort() }).toEqual({ round, statuses: [200, 409] });
      const winner = statuses[0] === 200 ? first : second;
      expect({ round, admins: await admins() }).toEqual({ round, admins: [winner.email] });
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
        'Your account no longer has the admin role: another operator took it, so this change was not made.',
      );
      const recorded = await db()
        .selectFrom('role_changes')
        .select(['user_id', 'changed_by'])
        .where('user_id', 'in', [first.id, second.id])
        .execute();
      const loser = winner === first ? second : first;
      expect({ round, recorded }).toEqual({ round, recorded: [{ user_id: loser.id, changed_by: winner.email }] });
    }
  });
});
