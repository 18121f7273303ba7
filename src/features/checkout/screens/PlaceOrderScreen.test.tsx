import { QueryStatus } from '@reduxjs/toolkit/query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { serverCart, serverOrders, signUp } from '../../../test/api';
import { TYPED_ADDRESS } from '../../../test/builders';
import { serverCatalog } from '../../../test/catalog';
import { callsSettled, ordersSettled, renderApp } from '../../../test/render';
import { loggedIn } from '../../auth';
import { itemAdded } from '../../cart';
import { externalNavigation } from '../../../shared/browser/navigation';

async function checkoutAs(token: string | null) {
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  const view = renderApp('/place-order');
  await act(async () => {
    if (token) view.store.dispatch(loggedIn({ token }));
    view.store.dispatch(itemAdded({ productId: product._id, size: product.sizes[0] as string }));
    view.store.dispatch(itemAdded({ productId: product._id, size: product.sizes[0] as string }));
    await Promise.resolve();
  });
  await screen.findByRole('button', { name: 'PLACE ORDER' });
  // A shopper's e-mail comes from the account once it is known: typing starts after that.
  if (token) await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email address' })).not.toHaveValue(''));
  return { ...view, product };
}

async function fillAddress(user: ReturnType<typeof renderApp>['user']) {
  for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
    await user.clear(screen.getByRole('textbox', { name: label }));
    await user.type(screen.getByRole('textbox', { name: label }), value);
  }
}

describe('the place-order screen', () => {
  it('stays open on a new visit after an earlier order was placed in the same session', async () => {
    const view = renderApp('/place-order', {
      preloadedState: {
        checkout: { status: 'placed', paymentMethod: 'cod', deliveryFormValid: false, placedOrderId: 'earlier' },
      },
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.location()).toBe('/place-order');
    expect(view.store.getState().checkout.status).toBe('idle');
  });

  it('asks for every delivery field, typed for e-mail, pincode and phone; cash on delivery is the default', async () => {
    await checkoutAs(null);
    for (const label of Object.keys(TYPED_ADDRESS)) expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'UPI, cards, net banking, wallets' })).not.toBeChecked();
  });

  it('opens the country as India, where the shop delivers, and the pincode fills it again once emptied', async () => {
    const { user } = await checkoutAs(null);
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    expect(field('Country')).toHaveValue('India');
    await user.clear(field('Country'));
    await user.type(field('Pincode'), '560001');
    // The server reads India Post's directory on its first look-up: about a second, more on a busy machine.
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'), { timeout: 8000 });
    expect(field('Country')).toHaveValue('India');
    // One the shopper writes stays theirs.
    await user.clear(field('Pincode'));
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Bharat');
    await user.type(field('Pincode'), '110001');
    await waitFor(() => expect(field('State')).toHaveValue('Delhi'), { timeout: 8000 });
    expect(field('Country')).toHaveValue('Bharat');
  });

  it('names each way to pay online by what the shopper pays with, and where (the provider) under it', async () => {
    await checkoutAs(null);
    const card = screen.getByRole('radio', { name: 'Card' });
    expect(card).toHaveAttribute('value', 'stripe');
    expect(card).toHaveAccessibleDescription('On Stripe’s secure page');
    const upi = screen.getByRole('radio', { name: 'UPI, cards, net banking, wallets' });
    expect(upi).toHaveAttribute('value', 'razorpay');
    expect(upi).toHaveAccessibleDescription('In Razorpay’s secure window');
    expect(screen.queryByRole('radio', { name: /^(Stripe|Razorpay)$/ })).not.toBeInTheDocument();
  });

  it('names them in Hindi under /hi', async () => {
    const [product] = await serverCatalog();
    if (!product) throw new Error('empty catalog');
    const view = renderApp('/hi/place-order');
    act(() => {
      view.store.dispatch(itemAdded({ productId: product._id, size: product.sizes[0] as string }));
    });
    const card = await screen.findByRole('radio', { name: 'कार्ड' });
    expect(card).toHaveAccessibleDescription('Stripe के सुरक्षित पेज पर');
    expect(screen.getByRole('radio', { name: 'UPI, कार्ड, नेट बैंकिंग, वॉलेट' })).toHaveAccessibleDescription(
      'Razorpay की सुरक्षित विंडो में',
    );
  });

  it("fills the city and the state from India Post's directory and says when the parcel would come", async () => {
    const { user } = await checkoutAs(null);
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru Urban'));
    expect(field('State')).toHaveValue('Karnataka');
    // The demo shop sends from Bengaluru: a day of the week and a date.
    expect(await screen.findByText(/^Delivery by [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('radio', { name: 'CASH ON DELIVERY' })).toBeEnabled();
    // The shopper may correct the city.
    await user.clear(field('City'));
    await user.type(field('City'), 'Bengaluru');
    expect(field('City')).toHaveValue('Bengaluru');

    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '999999');
    const problem = "There is no pincode 999999 in India Post's directory. Check the pincode.";
    await waitFor(() => expect(field('Pincode')).toHaveAccessibleDescription(problem));
    expect(field('Pincode')).toBeInvalid();
    expect(screen.queryByText(/^Delivery by/)).toBeNull();
  });

  it('places a cash-on-delivery order once the cart is on the server, empties the cart and shows /orders', async () => {
    const shopper = await signUp();
    const { user, store, location, product } = await checkoutAs(shopper.token);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
    await ordersSettled();
    expect(store.getState().cart.ids).toEqual([]);
    const orders = await serverOrders(shopper.token);
    expect(orders).toHaveLength(1);
    // The orders screen is asked for this order's confirmation.
    expect(location()).toBe(`/orders?placed=${String(orders[0]?._id)}`);
    expect(orders[0]).toMatchObject({
      paymentMethod: 'COD',
      amount: product.price * 2 + 10,
      address: { zipcode: '560001', phone: '+919876543210' },
    });
    expect(await serverCart(shopper.token)).toEqual({});
  });

  it('sends one order for a double click', async () => {
    const shopper = await signUp();
    const { user, location } = await checkoutAs(shopper.token);
    await fillAddress(user);
    const button = screen.getByRole('button', { name: 'PLACE ORDER' });
    await user.dblClick(button);
    await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
    await ordersSettled();
    expect(await serverOrders(shopper.token)).toHaveLength(1);
  });

  it('lets the server decide for a visitor: its message shows and the cart stays', async () => {
    const { user, store } = await checkoutAs(null);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(store.getState().cart.ids).toHaveLength(1);
  });

  it('sends the shopper to the card checkout page for Stripe, keeping the cart until the payment is confirmed', async () => {
    const shopper = await signUp();
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    try {
      const { user, store } = await checkoutAs(shopper.token);
      await fillAddress(user);
      await user.click(screen.getByRole('radio', { name: 'Card' }));
      // Taken before the tap: on a busy machine the order's answer and the refetch can land while the click resolves.
      const clicked = Date.now();
      await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 8000 });
      expect(assign.mock.calls[0]?.[0]).toMatch(/\/sandbox\/stripe\/checkout\/cs_test_sbx_/);
      // Starting the payment held stock: the cart's products are asked for again, and the items at checkout show the
      // answer, before the screen is still.
      await waitFor(() =>
        expect(
          Object.values(store.getState().api.queries).some(
            (query) =>
              query?.endpointName === 'getProductsByIds' &&
              query.status === QueryStatus.fulfilled &&
              (query.fulfilledTimeStamp ?? 0) >= clicked,
          ),
        ).toBe(true),
      );
      await callsSettled(store);
      expect(store.getState().cart.ids).toHaveLength(1);
      // Asked inside waitFor: an answer still reaching the screen meanwhile is not an update outside act.
      await waitFor(async () => expect(await serverOrders(shopper.token)).toEqual([]));
    } finally {
      assign.mockRestore();
    }
  });

  it.each([
    ['pays in the Razorpay popup: the order is placed and the cart emptied', true],
    ['closes the Razorpay popup: the payment is cancelled and the cart kept', false],
  ])('%s', async (_label, pays) => {
    const shopper = await signUp();
    // The popup's window and buttons are the provider's; this stand-in presses Pay or closes it, and the
    // signed result comes from the shop's own sandbox, as the provider's would.
    window.Razorpay = class {
      constructor(
        private readonly options: {
          order_id: string;
          handler: (result: unknown) => void;
          modal: { ondismiss: () => void };
        },
      ) {}
      open() {
        if (!pays) return this.options.modal.ondismiss();
        void fetch(`${process.env.SHOP_API_ORIGIN}/sandbox/razorpay/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: this.options.order_id }),
        })
          .then((response) => response.json())
          .then((result) => this.options.handler(result));
      }
    } as unknown as Window['Razorpay'];
    try {
      const { user, store, location } = await checkoutAs(shopper.token);
      await fillAddress(user);
      await user.click(screen.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }));
      await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
      if (pays) {
        await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
        await ordersSettled();
        expect(store.getState().cart.ids).toEqual([]);
        const orders = await serverOrders(shopper.token);
        expect(orders).toEqual([expect.objectContaining({ paymentMethod: 'Razorpay', payment: true })]);
        expect(location()).toBe(`/orders?placed=${String(orders[0]?._id)}`);
      } else {
        expect(await screen.findByText('Payment cancelled. Your cart is kept.')).toBeInTheDocument();
        expect(location()).toBe('/place-order');
        expect(store.getState().cart.ids).toHaveLength(1);
        // Asked inside waitFor: the toast finishes mounting (it pauses while the window is not focused) meanwhile.
        await waitFor(async () => expect(await serverOrders(shopper.token)).toEqual([]));
        expect(
          within(screen.getByRole('form', { name: 'Place order' })).getByRole('button', { name: 'PLACE ORDER' }),
        ).toBeEnabled();
      }
    } finally {
      delete window.Razorpay;
    }
  });

  it('closes the popup while the UPI payment waits on the bank: the page says so, then opens the paid order', async () => {
    const shopper = await signUp();
    // The shopper chose UPI in the popup, approved in their UPI app (the bank answers in 3 s) and closed the popup.
    window.Razorpay = class {
      constructor(private readonly options: { order_id: string; modal: { ondismiss: () => void } }) {}
      open() {
        void fetch(`${process.env.SHOP_API_ORIGIN}/sandbox/razorpay/upi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: this.options.order_id, pending_seconds: 3 }),
        }).then(() => this.options.modal.ondismiss());
      }
    };
    try {
      const { user, store, location } = await checkoutAs(shopper.token);
      await fillAddress(user);
      await user.click(screen.getByRole('radio', { name: 'UPI, cards, net banking, wallets' }));
      await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
      expect(await screen.findByText(/^We are waiting for your bank\./, undefined, { timeout: 8000 })).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.getByRole('button', { name: 'PLACING ORDER…' })).toBeDisabled();
      await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 20_000 });
      await ordersSettled();
      expect(store.getState().cart.ids).toEqual([]);
      expect(await serverOrders(shopper.token)).toEqual([
        expect.objectContaining({ paymentMethod: 'Razorpay', payment: true }),
      ]);
    } finally {
      delete window.Razorpay;
    }
  }, 40_000);
});
