import { newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';

describeEachDatabase('admin API: finding accounts and their role', (shop) => {
  let operator: Shopper;
  const get = (url: string, token = operator.token) => shop().request({ method: 'GET', url, headers: { token } });

  beforeAll(async () => {
    operator = await newOperator(shop());
  });

  it('finds accounts by a part of their e-mail, in any case; % and _ match only themselves', async () => {
    const shopper = await shop().newShopper('Ritu Sharma');
    const part = shopper.email.split('@')[0]?.slice(2).toUpperCase() as string;
    const found = await get(`/api/admin/users?email=${encodeURIComponent(part)}`);
    expect(found.status).toBe(200);
    expect((found.body.users as Array<{ email: string }>).map((user) => user.email)).toEqual([shopper.email]);
    expect((await get(`/api/admin/users?email=${encodeURIComponent('%')}`)).body.users).toEqual([]);
    expect((await get(`/api/admin/users?email=_`)).body.users).toEqual([]);
  });

  it('gives and takes the admin role; /api/user/me says the role and the admin API follows at once', async () => {
    const shopper = await shop().newShopper();
    expect((await get('/api/user/me', shopper.token)).body.account.role).toBe('shopper');
    const id = (await get(`/api/admin/users?email=${encodeURIComponent(shopper.email)}`)).body.users[0].id as string;

    const given = await shop().post(`/api/admin/users/${id}/role`, { role: 'admin' }, operator.token);
    expect(given.body).toMatchObject({ success: true, message: `${shopper.email} is now admin.`, role: 'admin' });
    expect((await get('/api/user/me', shopper.token)).body.account.role).toBe('admin');
    expect((await get('/api/admin/users?limit=1', shopper.token)).status).toBe(200);

    expect((await shop().post(`/api/admin/users/${id}/role`, { role: 'shopper' }, operator.token)).status).toBe(200);
    expect((await get('/api/admin/users?limit=1', shopper.token)).status).toBe(403);
    expect((await shop().post(`/api/admin/users/nobody/role`, { role: 'admin' }, operator.token)).status).toBe(404);
    expect((await shop().post(`/api/admin/users/${id}/role`, { role: 'owner' }, operator.token)).status).toBe(400);
  });

  it('refuses an operator taking their own role (409), which stays', async () => {
    const me = (await get(`/api/admin/users?email=${encodeURIComponent(operator.email)}`)).body.users[0].id as string;
    const refused = await shop().post(`/api/admin/users/${me}/role`, { role: 'shopper' }, operator.token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'You cannot take the admin role from your own account.',
    ]);
    expect((await get('/api/user/me')).body.account.role).toBe('admin');
  });
});
