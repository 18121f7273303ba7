import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';

describe('the static screens', () => {
  it('tells who we are on About', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'WHY CHOOSE US' })).toBeInTheDocument();
  });

  it('gives the store address, phone, e-mail and a careers button on Contact', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    expect(screen.getByText('4th Floor, 27 Residency Road')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+91 80 4000 1234' })[0]).toHaveAttribute('href', 'tel:+918040001234');
    expect(screen.getAllByRole('link', { name: 'care@kapda.example' })[0]).toHaveAttribute(
      'href',
      'mailto:care@kapda.example',
    );
    expect(screen.getByRole('link', { name: 'Explore Jobs' })).toBeInTheDocument();
  });

  it('leads the footer’s Delivery link to the delivery and returns page: the fee, and no returns taken yet', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DELIVERY & RETURNS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery fee' }).nextSibling).toHaveTextContent('₹10');
    expect(screen.getByRole('heading', { name: 'Returns' }).nextSibling).toHaveTextContent(
      'We take returns and size exchanges for a few days after delivery',
    );
    expect(screen.getByRole('heading', { name: 'Exchanges' }).nextSibling).toHaveTextContent(
      'An exchange sends the same product in another size',
    );
  });

  it('leads the footer’s Privacy link to the privacy policy: what is kept and how the recordings are redacted', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PRIVACY POLICY' })).toBeInTheDocument();
    for (const topic of ['Your account', 'Your orders', 'Saved addresses and your cart', 'Closing your account'])
      expect(screen.getByRole('heading', { name: topic })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recordings for quality checks' }).nextSibling).toHaveTextContent(
      'leaves out sign-in codes, passwords',
    );
  });

  it('shows the policies in Hindi under /hi', async () => {
    renderApp('/hi/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'डिलीवरी और वापसी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'वापसी' }).nextSibling).toHaveTextContent('हम डिलीवरी के कुछ दिन बाद तक');
  });
});
