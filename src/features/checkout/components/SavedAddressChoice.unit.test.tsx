// Saved addresses at checkout, against answers written here from the contract (listAddresses, saveAddress), with the
// real store and router.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_ADDRESS, TYPED_ADDRESS, bengaluruAnswers } from '../../../test/builders';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import { itemAdded } from '../../cart';
import { selectDeliveryFormValid } from '../checkoutSlice';

// The screen's chunk loads on first use: on a busy machine that takes longer than the unit tests' usual second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const HOME = { id: 'home', ...DELIVERY_ADDRESS };
const WORK = { id: 'work', ...DELIVERY_ADDRESS, street: '1 Brigade Road', zipcode: '560025' };
const ACCOUNT = {
  name: 'Asha Rao',
  email: DELIVERY_ADDRESS.email,
  emailConfirmed: true,
  createdAt: 0,
  role: 'shopper',
};

function answers(extra: Record<string, unknown> = {}): SentRequest[] {
  return answerRequests({
    ...bengaluruAnswers('560001', '560025'),
    '/api/user/addresses': { success: true, addresses: [WORK, HOME] },
    '/api/user/me': { success: true, account: ACCOUNT },
    '/api/payment/methods': { success: true, methods: ['cod'], sandbox: [] },
    '/api/order/credit': { success: true, balance: 0, entries: [] },
    ...extra,
  });
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('saved addresses at checkout', () => {
  it('fills the delivery form with one tap on a saved address', async () => {
    answers();
    const { user, store } = renderApp('/place-order', { preloadedState: { auth: { token: 'shopper-token' } } });
    await user.click(await screen.findByRole('button', { name: 'Deliver to Asha Rao, 1 Brigade Road, Bengaluru' }));
    expect(field('Street').value).toBe('1 Brigade Road');
    expect(field('Pincode').value).toBe('560025');
    expect(field('Phone').value).toBe(DELIVERY_ADDRESS.phone);
    await waitFor(() => expect(selectDeliveryFormValid(store.getState())).toBe(true));
    expect(
      screen
        .getByRole('button', { name: 'Deliver to Asha Rao, 1 Brigade Road, Bengaluru' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('The form is filled with the address at 1 Brigade Road.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Deliver to Asha Rao, 12 MG Road, Bengaluru' }));
    expect(field('Street').value).toBe('12 MG Road');
  });

  it('saves the typed address when asked, as the order is placed', async () => {
    const sent = answers({
      '/api/user/addresses': (request: SentRequest) =>
        request.method === 'POST'
          ? Response.json({ success: true, address: { id: 'new', ...(request.body as object) } }, { status: 201 })
          : Response.json({ success: true, addresses: [] }),
      '/api/cart/get': { success: true, cartData: {} },
      '/api/cart/update': { success: true, message: 'Cart updated' },
      '/api/product/byIds': { success: true, products: [] },
      '/api/order/place': { success: false, message: 'Not in this test.' },
    });
    const { user, store } = renderApp('/place-order', { preloadedState: { auth: { token: 'shopper-token' } } });
    await act(async () => {
      store.dispatch(itemAdded({ productId: 'shirt', size: 'M' }));
      await Promise.resolve();
    });
    // The account's name and e-mail come first; what the shopper types replaces them.
    await waitFor(() => expect(field('Email address').value).toBe(DELIVERY_ADDRESS.email));
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
      await user.clear(field(label));
      await user.type(field(label), value);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Save this address for my next order' }));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() =>
      expect(
        sent.filter((request) => request.method === 'POST' && request.path === '/api/user/addresses'),
      ).toHaveLength(1),
    );
    const saved = sent.find((request) => request.method === 'POST' && request.path === '/api/user/addresses');
    expect(saved?.body).toEqual(DELIVERY_ADDRESS);
  });

  it('offers a guest neither saved addresses nor saving, and asks the server for none', async () => {
    const sent = answers();
    renderApp('/place-order');
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    expect(screen.queryByRole('region', { name: 'Your saved addresses' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this address for my next order' })).toBeNull();
    expect(within(document.body).queryByText('Deliver here')).toBeNull();
    expect(sent.filter((request) => request.path.startsWith('/api/user/'))).toEqual([]);
  });
});
