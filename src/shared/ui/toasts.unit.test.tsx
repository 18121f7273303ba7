import { act, render, screen } from '@testing-library/react';
import { notify, Toasts } from './toasts';

describe('toasts', () => {
  it('shows a toast asked for before the toast list has mounted (a call answered while the page hydrates)', async () => {
    notify.error('Your session has expired. Please log in again.', { toastId: 'session' });
    await act(async () => {
      render(<Toasts />);
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Your session has expired. Please log in again.');
  });
});
