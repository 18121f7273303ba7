// The account page against answers written here from the contract (getAccount, the saved addresses, changePassword,
// signOutEverywhere, closeAccount, resendConfirmation), with the real store and router.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { selectToken } from '../../auth';
import { DELIVERY_ADDRESS } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { Account, SavedAddress } from '../accountApi';

const ACCOUNT: Account = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  emailConfirmed: true,
  createdAt: Date.UTC(2026, 0, 15),
};
const HOME: SavedAddress = { id: 'home', ...DELIVERY_ADDRESS };
const WORK: SavedAddress = { id: 'work', ...DELIVERY_ADDRESS, street: '1 Brigade Road' };
const signedIn = { preloadedState: { auth: { token: 'old-token' } } };

function answers(extra: Record<string, unknown> = {}, account: Account = ACCOUNT): SentRequest[] {
  return answerRequests({
    '/api/user/me': { success: true, account },
    '/api/user/addresses': { success: true, addresses: [HOME, WORK] },
    '/api/order/credit': { success: true, balance: 0, entries: [] },
    ...extra,
  });
}

const refusal = (status: number, message: string) => () => Response.json({ success: false, message }, { status });
const calls = (sent: SentRequest[], path: string) => sent.filter((request) => request.path === path);

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe('the account page', () => {
  it('shows the name, the e-mail, that it is confirmed, and the saved addresses', async () => {
    answers();
    renderApp('/account', signedIn);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile.textContent).toContain('Asha Rao');
    expect(profile.textContent).toContain('asha.rao@example.com');
    expect(profile.textContent).toContain('Your e-mail is confirmed.');
    const list = await screen.findByRole('list', { name: 'Your saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('1 Brigade Road');
  });

  it('says an unconfirmed e-mail is so and sends the link again', async () => {
    const sent = answers(
      { '/api/user/email/resend': { success: true, message: 'A new link is on its way.' } },
      { ...ACCOUNT, emailConfirmed: false },
    );
    const { user } = renderApp('/account', signedIn);
    await screen.findByText('Your e-mail is not confirmed yet: follow the link we sent you.');
    await user.click(screen.getByRole('button', { name: 'SEND THE LINK AGAIN' }));
    expect(await screen.findByText('A new link is on its way.')).toBeTruthy();
    expect(calls(sent, '/api/user/email/resend')).toHaveLength(1);
  });

  it('changes the password, keeps this browser signed in with the new token and says the others are signed out', async () => {
    const sent = answers({ '/api/user/password': { success: true, token: 'new-token', message: 'Changed.' } });
    const { user, store } = renderApp('/account', signedIn);
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'new secret!');
    await user.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
    expect(
      await screen.findByText('Your password is changed. Your other devices are signed out; this one stays signed in.'),
    ).toBeTruthy();
    expect(selectToken(store.getState())).toBe('new-token');
    expect(calls(sent, '/api/user/password').map((request) => request.body)).toEqual([
      { currentPassword: 'old secret', newPassword: 'new secret!' },
    ]);
  });

  it('shows the refusal of a wrong current password beside the form and keeps the token', async () => {
    answers({ '/api/user/password': refusal(400, 'Your current password is not right.') });
    const { user, store } = renderApp('/account', signedIn);
    await user.type(await screen.findByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'new secret!');
    await user.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not right.');
    expect(selectToken(store.getState())).toBe('old-token');
  });

  it('signs out everywhere and then out of this browser too', async () => {
    const sent = answers({
      '/api/user/sessions/end': { success: true, message: 'Signed out everywhere.' },
      '/api/user/logout': { success: true },
    });
    const { user, store, location } = renderApp('/account', signedIn);
    await user.click(await screen.findByRole('button', { name: 'SIGN OUT EVERYWHERE' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(selectToken(store.getState())).toBeNull();
    expect(calls(sent, '/api/user/sessions/end')).toHaveLength(1);
  });

  it('edits a saved address in place and deletes another', async () => {
    const sent = answers({
      '/api/user/addresses/home': (request: SentRequest) =>
        Response.json(
          request.method === 'PUT'
            ? { success: true, address: { id: 'home', ...(request.body as object) } }
            : { success: true, message: 'Deleted.' },
        ),
      '/api/user/addresses/work': { success: true, message: 'Deleted.' },
    });
    const { user } = renderApp('/account', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Edit the address at 12 MG Road' }));
    const editor = screen.getByRole('form', { name: 'Edit the address at 12 MG Road' });
    const street = within(editor).getByRole('textbox', { name: 'Street' });
    await user.clear(street);
    await user.type(street, '14 MG Road');
    await user.click(within(editor).getByRole('button', { name: 'SAVE ADDRESS' }));
    expect(await screen.findByText('The address is saved.')).toBeTruthy();
    expect(calls(sent, '/api/user/addresses/home').map((request) => [request.method, request.body])).toEqual([
      ['PUT', { ...DELIVERY_ADDRESS, street: '14 MG Road' }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete the address at 1 Brigade Road' }));
    expect(await screen.findByText('The address is deleted.')).toBeTruthy();
    expect(calls(sent, '/api/user/addresses/work').map((request) => request.method)).toEqual(['DELETE']);
    // Both changes ask for the list again.
    await waitFor(() => expect(calls(sent, '/api/user/addresses')).toHaveLength(3));
  });

  it('shows why the account cannot be closed while an order is on its way, and stays signed in', async () => {
    const message = 'You have an order on its way. You can close your account once it is delivered or cancelled.';
    answers({ '/api/user/close': refusal(409, message) });
    const { user, store } = renderApp('/account', signedIn);
    await user.type(await screen.findByLabelText('Your password'), 'my secret');
    await user.click(screen.getByRole('checkbox', { name: 'I understand: my account is closed for good.' }));
    await user.click(screen.getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(selectToken(store.getState())).toBe('old-token');
  });

  it('closes the account with the password and logs out', async () => {
    const sent = answers({
      '/api/user/close': { success: true, message: 'Your account is closed.' },
      '/api/user/logout': { success: true },
      '/api/product/home': { success: true, latest: [], bestsellers: [] },
    });
    const { user, store, location } = renderApp('/account', signedIn);
    await user.type(await screen.findByLabelText('Your password'), 'my secret');
    await user.click(screen.getByRole('checkbox', { name: 'I understand: my account is closed for good.' }));
    await user.click(screen.getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(selectToken(store.getState())).toBeNull();
    expect(calls(sent, '/api/user/close').map((request) => request.body)).toEqual([{ password: 'my secret' }]);
  });

  it('asks before giving up store credit, naming it, and sends that the shopper gives it up', async () => {
    const sent = answers({
      '/api/order/credit': {
        success: true,
        balance: 1350.5,
        entries: [{ amount: 1350.5, reason: 'return', orderId: null, date: Date.UTC(2026, 10, 2) }],
      },
      '/api/user/close': { success: true, message: 'Your account is closed.' },
      '/api/user/logout': { success: true },
      '/api/product/home': { success: true, latest: [], bestsellers: [] },
    });
    const { user, location } = renderApp('/account', signedIn);
    const question = await screen.findByRole('checkbox', {
      name: 'I give up my store credit of ₹1,350.50: once the account is closed nobody can spend it. (To use it, place a cash-on-delivery order first.)',
    });
    await user.type(screen.getByLabelText('Your password'), 'my secret');
    await user.click(screen.getByRole('checkbox', { name: 'I understand: my account is closed for good.' }));
    // Not asked yet: the form does not send.
    await user.click(screen.getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    expect(calls(sent, '/api/user/close')).toEqual([]);
    await user.click(question);
    await user.click(screen.getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls(sent, '/api/user/close').map((request) => request.body)).toEqual([
      { password: 'my secret', forfeitCredit: true },
    ]);
  });

  it('asks nothing about credit when there is none, and shows the refusal of a return still open', async () => {
    const message =
      'You have a return or exchange under way. You can close your account once it is refunded, exchanged or declined.';
    answers({ '/api/user/close': refusal(409, message) });
    const { user } = renderApp('/account', signedIn);
    await user.type(await screen.findByLabelText('Your password'), 'my secret');
    await screen.findByText('Balance: ₹0');
    expect(screen.queryByRole('checkbox', { name: /store credit/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I understand: my account is closed for good.' }));
    await user.click(screen.getByRole('button', { name: 'CLOSE MY ACCOUNT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const sent = answerRequests({});
    renderApp('/account');
    expect(await screen.findByText('Log in to see your account.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("the account page's store credit", () => {
  it('shows the balance in rupees and the latest entries, each with its order', async () => {
    answers({
      '/api/order/credit': {
        success: true,
        balance: 1150.5,
        entries: [
          {
            amount: -200,
            reason: 'spent',
            orderId: 'b2c3d4e5-0000-4000-8000-000000000002',
            date: Date.UTC(2026, 2, 9),
          },
          {
            amount: 1350.5,
            reason: 'return',
            orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
            date: Date.UTC(2026, 2, 8),
          },
        ],
      },
    });
    renderApp('/account', signedIn);
    const panel = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(panel).findByText('Balance: ₹1,150.50')).toBeTruthy();
    const entries = within(within(panel).getByRole('list', { name: 'Latest entries' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Spent on an order · order B2C3D4E5−₹2009 Mar 2026',
      'Refund of a return · order A1B2C3D4+₹1,350.508 Mar 2026',
    ]);
    expect(within(panel).getByRole('link', { name: 'order A1B2C3D4' }).getAttribute('href')).toBe(
      '/orders/a1b2c3d4-0000-4000-8000-000000000001',
    );
  });

  it('says what store credit is when there is none', async () => {
    answers();
    renderApp('/account', signedIn);
    const panel = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(panel).findByText('Balance: ₹0')).toBeTruthy();
    expect(panel.textContent).toContain('Refunds of cash-on-delivery returns can become store credit');
  });
});
