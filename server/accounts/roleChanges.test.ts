// Who gave or took the admin role, and when: every change recorded (an admin of the API, or the command line as its
// own actor) and shown in the admin API's accounts and `users list`; and the shop never left without an admin, even
// when two admins take each other's role at once.
import os from 'node:os';
import { runCli } from '../cli/program';
import { newOperator, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Shopper, type TestShop } from '../test/harness';

const CLI_ACTOR = `cli:${os.userInfo().username}`;

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

const setRole = (shop: TestShop, id: string, role: string, token: string) =>
  shop.post(`/api/admin/users/${id}/role`, { role }, token);

describeEachDatabase('role changes: recorded and shown', (shop) => {
  let operator: Shopper;
  const listed = async (email: string) => {
    const found = await shop().request({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(email)}`,
      headers: { token: operator.token },
    });
    const [account] = found.body.users as Array<{ role: string; roleChanges: unknown[] }>;
    if (!account) throw new Error(`no account ${email} listed`);
    return account;
  };

  beforeAll(async () => {
    operator = await newOperator(shop());
  });

  it('records the account, the admin who gave or took the role and when; the answer and the accounts list show it', async () => {
    const shopper = await shop().newShopper();
    const id = userIdOf(shop(), shopper.token);
    expect((await listed(shopper.email)).roleChanges).toEqual([]);
    const before = Date.now();

    const given = await setRole(shop(), id, 'admin', operator.token);
    expect(given.status).toBe(200);
    const change = { role: 'admin', from: 'shopper', by: operator.email, at: expect.any(Number) };
    expect(given.body).toEqual({ success: true, message: `${shopper.email} is now admin.`, role: 'admin', change });
    expect(given.body.change.at).toBeGreaterThanOrEqual(before);

    const taken = await setRole(shop(), id, 'shopper', operator.token);
    expect(taken.body.change).toEqual({ role: 'shopper', from: 'admin', by: operator.email, at: expect.any(Number) });
    const account = await listed(shopper.email);
    expect(account.role).toBe('shopper');
    // Newest first.
    expect(account.roleChanges).toEqual([taken.body.change, given.body.change]);

    // Giving the role an account has changes nothing, and records nothing.
    expect((await setRole(shop(), id, 'shopper', operator.token)).body.change).toBeNull();
    expect((await listed(shopper.email)).roleChanges).toHaveLength(2);
  });

  it('records the command line as its own actor, and `users list` shows every change with its date and time', async () => {
    const shopper = await shop().newShopper('Kavya Rao');
    expect(await cli(shop(), 'users', 'role', shopper.email, 'admin')).toMatchObject({ code: 0 });
    const [change] = (await listed(shopper.email)).roleChanges as Array<Record<string, unknown>>;
    expect(change).toEqual({ role: 'admin', from: 'shopper', by: CLI_ACTOR, at: expect.any(Number) });

    expect(await cli(shop(), 'users', 'role', shopper.email, 'shopper', '--by', 'cli:night-shift')).toMatchObject({
      code: 0,
    });
    const json = JSON.parse((await cli(shop(), 'users', 'list', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(json.find((user) => user.email === shopper.email)?.roleChanges).toEqual([
      { role: 'shopper', from: 'admin', by: 'cli:night-shift', at: expect.any(Number) },
      change,
    ]);
    const table = (await cli(shop(), 'users', 'list')).stdout.split('\n');
    expect(table[0]).toMatch(/ROLE CHANGES, NEWEST FIRST \(UTC\)$/);
    const minute = / \d{4}-\d{2}-\d{2} \d{2}:\d{2}/.source;
    expect(table.find((line) => line.startsWith(shopper.email))).toMatch(
      new RegExp(`shopper by cli:night-shift${minute}; admin by ${CLI_ACTOR}${minute}$`),
    );
  });

  it('`users role-changes` lists every change: when, to whom, from and to which role, and who made it', async () => {
    const [first, second] = [await shop().newShopper(), await shop().newShopper()] as [Shopper, Shopper];
    const runs = [
      [first.email, 'admin', 'cli:asha'],
      [second.email, 'admin', 'cli:ravi'],
      [first.email, 'shopper', 'cli:ravi'],
    ];
    for (const [email, role, by] of runs)
      expect(await cli(shop(), 'users', 'role', email as string, role as string, '--by', by as string)).toMatchObject({
        code: 0,
      });
    const mine = (line: string) => line.includes(first.email) || line.includes(second.email);
    const listed = (await cli(shop(), 'users', 'role-changes')).stdout.split('\n');
    expect(listed[0]).toMatch(/^CHANGED \(UTC\) +ACCOUNT +FROM +TO +BY$/);
    const rows = listed.filter(mine).map((line) => line.split(/ {2,}/));
    // Newest first; each row: the date and minute, the account, from, to, by.
    expect(rows.map((row) => row.slice(1))).toEqual([
      [first.email, 'admin', 'shopper', 'cli:ravi'],
      [second.email, 'shopper', 'admin', 'cli:ravi'],
      [first.email, 'shopper', 'admin', 'cli:asha'],
    ]);
    for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const json = JSON.parse((await cli(shop(), 'users', 'role-changes', first.email, '--json')).stdout);
    expect(json).toEqual([
      { email: first.email, role: 'shopper', from: 'admin', by: 'cli:ravi', at: expect.any(Number) },
      { email: first.email, role: 'admin', from: 'shopper', by: 'cli:asha', at: expect.any(Number) },
    ]);
    expect(json[0].at).toBeGreaterThan(json[1].at);
    expect((await cli(shop(), 'users', 'role-changes', 'nobody-here@')).stderr).toContain('No role changes recorded.');
  });
});

describeEachDatabase('the last admin', (shop) => {
  const admins = async () =>
    (await shop().app.db.selectFrom('users').select('email').where('role', '=', 'admin').execute()).map(
      (row) => row.email,
    );
  /** Exactly these accounts are admins, as a shop that has only them. */
  const onlyAdmins = async (...emails: string[]) => {
    const db = shop().app.db;
    await db.updateTable('users').set({ role: 'shopper' }).where('role', '=', 'admin').execute();
    await db.updateTable('users').set({ role: 'admin' }).where('email', 'in', emails).execute();
  };

  it('refuses to take the role from the only admin, by the command line too, and records nothing', async () => {
    const only = await shop().newShopper();
    await onlyAdmins(only.email);
    const refused = await cli(shop(), 'users', 'role', only.email, 'shopper');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${only.email} is the shop's only admin`);
    expect(await admins()).toEqual([only.email]);
    const recorded = await shop().app.db.selectFrom('role_changes').selectAll().execute();
    expect(recorded).toEqual([]);
  });

  it("refuses closing the only admin's account; closing another admin's takes its role, recorded as its own", async () => {
    const [only, second] = [await shop().newShopper(), await shop().newShopper()] as [Shopper, Shopper];
    await onlyAdmins(only.email);
    const close = (account: Shopper) => shop().post('/api/user/close', { password: account.password }, account.token);
    expect(await close(only)).toMatchObject({
      status: 409,
      body: { success: false, message: expect.stringContaining(`${only.email} is the shop's only admin`) },
    });
    expect(await admins()).toEqual([only.email]);

    await onlyAdmins(only.email, second.email);
    const secondId = userIdOf(shop(), second.token);
    expect((await close(second)).status).toBe(200);
    expect(await admins()).toEqual([only.email]);
    const recorded = await shop()
      .app.db.selectFrom('role_changes')
      .select(['from_role', 'to_role', 'changed_by', 'changed_by_user_id'])
      .where('user_id', '=', secondId)
      .execute();
    expect(recorded).toEqual([
      { from_role: 'admin', to_role: 'shopper', changed_by: second.email, changed_by_user_id: secondId },
    ]);
  });

  it("keeps an admin when two admins take each other's role at once: one wins, the other is told 409 (10 rounds)", async () => {
    for (let round = 0; round < 10; round += 1) {
      const [first, second] = [await shop().newShopper(), await shop().newShopper()] as [Shopper, Shopper];
      await onlyAdmins(first.email, second.email);
      const answers = await Promise.all([
        setRole(shop(), userIdOf(shop(), second.token), 'shopper', first.token),
        setRole(shop(), userIdOf(shop(), first.token), 'shopper', second.token),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect({ round, statuses: [...statuses].sort() }).toEqual({ round, statuses: [200, 409] });
      const winner = statuses[0] === 200 ? first : second;
      expect({ round, admins: await admins() }).toEqual({ round, admins: [winner.email] });
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
        success: false,
        message: 'Your account no longer has the admin role: another operator took it, so this change was not made.',
      });
    }
  });
});
