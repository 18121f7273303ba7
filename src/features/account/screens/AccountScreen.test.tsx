// The account page against the real server (getAccount, the saved addresses, changePassword). Needs the account
// calls of the server (issue 31).
import { screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_ADDRESS } from '../../../test/builders';
import { saveServerAddress, signUp, tokenAccepted } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { selectToken } from '../../auth';

describe('the account page', () => {
  it('shows a new shopper their e-mail, not yet confirmed, and no saved addresses', async () => {
    const shopper = await signUp();
    renderApp('/account', { preloadedState: { auth: { token: shopper.token } } });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText(shopper.email)).toBeInTheDocument();
    expect(within(profile).getByText(/not confirmed yet/)).toBeInTheDocument();
    expect(
      await screen.findByText('No saved addresses yet. Tick "Save this address" when you place an order.'),
    ).toBeInTheDocument();
  });

  it('changes the password: this browser keeps going with the new token and the old one is refused', async () => {
    const shopper = await signUp();
    const { user, store } = renderApp('/account', { preloadedState: { auth: { token: shopper.token } } });
    await user.type(await screen.findByLabelText('Current password'), shopper.password);
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
    await screen.findByText(/Your password is changed\./);
    const token = selectToken(store.getState());
    expect(token).not.toBe(shopper.token);
    expect(await tokenAccepted(token ?? '')).toBe(true);
    expect(await tokenAccepted(shopper.token)).toBe(false);
  });

  it('edits a saved address and the server keeps the change', async () => {
    const shopper = await signUp();
    await saveServerAddress(shopper.token);
    const { user } = renderApp('/account', { preloadedState: { auth: { token: shopper.token } } });
    await user.click(await screen.findByRole('button', { name: `Edit the address at ${DELIVERY_ADDRESS.street}` }));
    const street = screen.getByRole('textbox', { name: 'Street' });
    await user.clear(street);
    await user.type(street, '14 MG Road');
    await user.click(screen.getByRole('button', { name: 'SAVE ADDRESS' }));
    await screen.findByText('The address is saved.');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your saved addresses' })).toHaveTextContent('14 MG Road'),
    );
  });
});
