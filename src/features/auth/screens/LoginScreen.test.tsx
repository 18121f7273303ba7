import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { signUp } from '../../../test/api';
import { renderApp } from '../../../test/render';

describe('the login screen', () => {
  it('toggles between Login and Sign Up; name only for sign-up; e-mail and password typed; all required', async () => {
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Login Here' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('opens on Sign Up when asked, with the password rule under the field (login mode has none)', async () => {
    const { user } = renderApp('/login?mode=signup&next=%2Fplace-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '8');
    await user.click(screen.getByRole('button', { name: 'Login Here' }));
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('At least 8 characters.')).not.toBeInTheDocument();
  });

  it('goes back to the page that sent the shopper (checkout) after logging in', async () => {
    const shopper = await signUp();
    const { user, location } = renderApp('/login?next=%2Fplace-order');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/place-order'));
  });

  it('signs up, keeps the token in the store and local storage, and goes home', async () => {
    const { user, store, location } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), `asha-${randomUUID()}@example.com`);
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(location()).toBe('/'));
    const token = store.getState().auth.token;
    expect(token).toMatch(/^ey/);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('logs in an existing shopper', async () => {
    const shopper = await signUp();
    const { user, store, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), shopper.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().auth.token).not.toBeNull();
  });

  it('shows the server’s message in a toast when the login fails, and stays', async () => {
    const { user, store, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(location()).toBe('/login');
  });

  it('sends a logged-in shopper from /login to /', async () => {
    const { location } = renderApp('/login', { preloadedState: { auth: { token: 'a-token' } } });
    await waitFor(() => expect(location()).toBe('/'));
  });
});
