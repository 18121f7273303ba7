import { screen } from '@testing-library/react';
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
});
