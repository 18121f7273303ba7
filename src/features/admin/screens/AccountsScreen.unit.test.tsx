// The operator's accounts screen against answers written here (the contract's adminListUsers and adminSetUserRole),
// with the real store and router: each account's role changes (who, when), and the refusal a demoted admin reads.
import { configure, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests } from '../../../test/requests';
import type { AdminUser } from '../adminApi';

const GIVEN = Date.UTC(2026, 10, 20, 9);
const TAKEN = Date.UTC(2026, 10, 22, 9);
const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };

const ASHA: AdminUser = {
  id: 'user-1',
  name: 'Asha',
  email: 'asha@example.in',
  role: 'shopper',
  createdAt: GIVEN,
  orders: 2,
  roleChanges: [
    { role: 'shopper', from: 'admin', by: 'cli:meera', at: TAKEN },
    { role: 'admin', from: 'shopper', by: 'op@example.in', at: GIVEN },
  ],
};
const RAVI: AdminUser = { ...ASHA, id: 'user-2', name: 'Ravi', email: 'ravi@example.in', roleChanges: [] };

// The admin chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's accounts screen", () => {
  it("shows each account's role changes, newest first, with who made them and when (the date and the time)", async () => {
    answerRequests({ '/api/user/me': ADMIN, '/api/admin/users': { success: true, users: [ASHA, RAVI] } });
    renderApp('/admin/accounts', signedIn);

    const asha = (await screen.findByRole('rowheader', { name: 'asha@example.in' })).closest('tr') as HTMLElement;
    expect(
      within(asha)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Made shopper by cli:meera, 22 Nov 2026, 2:30 pm IST',
      'Made admin by op@example.in, 20 Nov 2026, 2:30 pm IST',
    ]);
    const ravi = screen.getByRole('rowheader', { name: 'ravi@example.in' }).closest('tr') as HTMLElement;
    expect(within(ravi).queryAllByRole('listitem')).toEqual([]);
    expect(within(ravi).getByText('None recorded').closest('td')).toBeTruthy();
  });

  it('says why when the role change is refused (an admin whose own role was taken meanwhile)', async () => {
    const refusal = 'Your account no longer has the admin role: another operator took it, so this change was not made.';
    answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/users': { success: true, users: [RAVI] },
      '/api/admin/users/user-2/role': () => Response.json({ success: false, message: refusal }, { status: 409 }),
    });
    const { user } = renderApp('/admin/accounts', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Give ravi@example.in the admin role' }));
    expect((await screen.findByText(`That did not work: ${refusal}`)).getAttribute('role')).toBe('status');
  });
});
