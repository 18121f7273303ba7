import { render, screen, waitFor } from '@testing-library/react';
import { Providers } from '../../../app/Providers';
import { makeStore } from '../../../app/store';
import { answerRequests } from '../../../test/requests';
import { selectPaymentMethod } from '../index';
import { PaymentChoice } from './PaymentChoice';

function renderChoice(methods: string[]) {
  const sent = answerRequests({ '/api/payment/methods': { success: true, methods, sandbox: [] } });
  const store = makeStore(undefined, { sideEffects: false });
  render(
    <Providers store={store}>
      <PaymentChoice />
    </Providers>,
  );
  return { store, sent };
}

const shownMethods = () => screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);

describe('the payment choice', () => {
  it('shows only the methods the shop offers', async () => {
    const { sent } = renderChoice(['cod']);
    await waitFor(() => expect(shownMethods()).toEqual(['cod']));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/payment/methods']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'CASH ON DELIVERY' }).checked).toBe(true);
  });

  it('chooses the first method offered when cash on delivery is not', async () => {
    const { store } = renderChoice(['stripe', 'razorpay']);
    await waitFor(() => expect(shownMethods()).toEqual(['stripe', 'razorpay']));
    expect(selectPaymentMethod(store.getState())).toBe('stripe');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Card' }).checked).toBe(true);
  });
});
