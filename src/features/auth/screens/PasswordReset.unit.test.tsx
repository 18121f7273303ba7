// Forgot password, reset password and e-mail confirmation against answers written here from the contract
// (requestPasswordReset, resetPassword, confirmEmail), with the real store and router.
import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import { selectToken } from '../authSlice';

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const SENT = 'If an account uses this e-mail, a link to set a new password is on its way. It works for 30 minutes.';
const EXPIRED = 'This link to set a new password has expired or was already used. Ask for a new one.';
const refusal = (status: number, message: string) => () => Response.json({ success: false, message }, { status });
const bodies = (sent: SentRequest[], path: string) =>
  sent.filter((request) => request.path === path).map((request) => request.body);

describe('forgot password', () => {
  it('is a link of the login screen, not of sign-up', async () => {
    answerRequests({});
    const { user } = renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it("asks for the e-mail and says the server's answer", async () => {
    const sent = answerRequests({ '/api/user/password/forgot': { success: true, message: SENT } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND THE LINK' }));
    expect((await screen.findByText(SENT)).closest('[role="status"]')).not.toBeNull();
    expect(bodies(sent, '/api/user/password/forgot')).toEqual([{ email: 'asha@example.com' }]);
  });
});

describe('reset password', () => {
  it('sets the new password, signs this browser in with the token answered and opens the account', async () => {
    const sent = answerRequests({
      '/api/user/password/reset': { success: true, token: 'fresh-token', message: 'Done.' },
      '/api/user/me': {
        success: true,
        account: { name: 'Asha', email: 'asha@example.com', emailConfirmed: true, createdAt: 0 },
      },
      '/api/user/addresses': { success: true, addresses: [] },
      '/api/cart/get': { success: true, cartData: {} },
      '/api/wishlist/merge': { success: true, items: [] },
    });
    const { user, store, location } = renderApp('/reset-password?token=link-token');
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('New password again'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(bodies(sent, '/api/user/password/reset')).toEqual([{ token: 'link-token', password: 'a new secret' }]);
  });

  it('says when the two passwords differ and sends nothing', async () => {
    const sent = answerRequests({});
    const { user } = renderApp('/reset-password?token=link-token');
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('New password again'), 'another secret');
    await user.click(screen.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords are not the same.');
    expect(sent).toEqual([]);
  });

  it('shows why a used or expired link is refused, and offers a new one', async () => {
    answerRequests({ '/api/user/password/reset': refusal(400, EXPIRED) });
    const { user, store } = renderApp('/reset-password?token=used-token');
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('New password again'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    answerRequests({});
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is missing its code.');
  });
});

describe('confirm e-mail', () => {
  it('confirms the link once on arrival and says so', async () => {
    const sent = answerRequests({ '/api/user/email/confirm': { success: true, message: 'Your e-mail is confirmed.' } });
    renderApp('/confirm-email?token=confirm-token');
    expect(await screen.findByText('Your e-mail is confirmed.')).toBeTruthy();
    expect(bodies(sent, '/api/user/email/confirm')).toEqual([{ token: 'confirm-token' }]);
  });

  it('says why a used link is refused', async () => {
    answerRequests({ '/api/user/email/confirm': refusal(400, 'This link has expired or was already used.') });
    renderApp('/hi/confirm-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired or was already used.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपने ईमेल की पुष्टि करें');
  });
});
