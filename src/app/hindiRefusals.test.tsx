import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';

afterEach(() => localStorage.clear());

describe("the server's refusals on a Hindi page", () => {
  it('shows a failed login in Hindi on /hi/login: the page names its language to the API', async () => {
    const hindi = renderApp('/hi/login');
    await hindi.user.type(await screen.findByLabelText('ईमेल'), 'nobody@example.com');
    await hindi.user.type(screen.getByLabelText('पासवर्ड'), 'whatever-password');
    await hindi.user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('ई-मेल या पासवर्ड गलत है।')).toBeInTheDocument();
    expect(screen.queryByText('Wrong e-mail or password.')).not.toBeInTheDocument();
    expect(hindi.location()).toBe('/hi/login');
  });
});
