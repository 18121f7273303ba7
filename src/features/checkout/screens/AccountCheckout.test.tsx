// Checkout for a signed-in shopper (issue 50): the empty name, e-mail and phone fields come from the account, never
// over what was typed or a chosen saved address, and "Save this address" is kept with the typed fields until the
// order is placed or the shopper logs out.
import { act, screen, waitFor } from '@testing-library/react';
import { saveServerAddress, serverOrders, signUp } from '../../../test/api';
import { DELIVERY_ADDRESS, TYPED_ADDRESS } from '../../../test/builders';
import { serverCatalog } from '../../../test/catalog';
import { ordersSettled, renderApp } from '../../../test/render';
import { hi } from '../../../shared/i18n/hi';
import { loggedIn, loggedOut } from '../../auth';
import { itemAdded } from '../../cart';

const DRAFT_KEY = 'kapda:delivery-draft';
const SAVE_THIS = 'Save this address for my next order';

/** At /place-order (or /hi/place-order, whose button says `place`) with one line in the cart. */
async function shopperAtCheckout(token: string, url = '/place-order', place = 'PLACE ORDER') {
  const [product] = await serverCatalog();
  if (!product) throw new Error('empty catalog');
  const view = renderApp(url);
  await act(async () => {
    view.store.dispatch(loggedIn({ token }));
    view.store.dispatch(itemAdded({ productId: product._id, size: product.sizes[0] as string }));
    await Promise.resolve();
  });
  await screen.findByRole('button', { name: place });
  return view;
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function savedAddresses(token: string): Promise<Array<Record<string, string>>> {
  const answer = await fetch(`${process.env.SHOP_API_ORIGIN}/api/user/addresses`, { headers: { token } });
  return ((await answer.json()) as { addresses: Array<Record<string, string>> }).addresses;
}

describe('checkout for a signed-in shopper', () => {
  it('fills the empty name, e-mail and phone from the account, the phone from the newest saved address', async () => {
    const shopper = await signUp();
    await saveServerAddress(shopper.token);
    await shopperAtCheckout(shopper.token);
    await waitFor(() => expect(textbox('Email address')).toHaveValue(shopper.email));
    expect(textbox('First name')).toHaveValue('Asha');
    expect(textbox('Last name')).toHaveValue('Rao');
    expect(textbox('Phone')).toHaveValue(DELIVERY_ADDRESS.phone);
    expect(textbox('Street')).toHaveValue('');
  });

  it('leaves what the shopper typed before, and a chosen saved address, as they are', async () => {
    const shopper = await signUp();
    await saveServerAddress(shopper.token);
    // Typed on an earlier visit to checkout in this tab.
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: 'Meera', email: 'meera@example.com' }));
    const { user } = await shopperAtCheckout(shopper.token);
    await waitFor(() => expect(textbox('Last name')).toHaveValue('Rao'));
    expect(textbox('First name')).toHaveValue('Meera');
    expect(textbox('Email address')).toHaveValue('meera@example.com');

    const { firstName, lastName, street, city } = DELIVERY_ADDRESS;
    await user.click(screen.getByRole('button', { name: `Deliver to ${firstName} ${lastName}, ${street}, ${city}` }));
    expect(textbox('Email address')).toHaveValue(DELIVERY_ADDRESS.email);
    expect(textbox('Street')).toHaveValue(street);
  });

  it('keeps "Save this address" ticked after going back to the cart, and saves the address with the order', async () => {
    const shopper = await signUp();
    const { user, location } = await shopperAtCheckout(shopper.token);
    await waitFor(() => expect(textbox('Email address')).toHaveValue(shopper.email));
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
      await user.clear(textbox(label));
      await user.type(textbox(label), value);
    }
    await user.click(screen.getByRole('checkbox', { name: SAVE_THIS }));

    await user.click(screen.getByRole('link', { name: /^Cart, \d+ items?$/ }));
    await user.click(await screen.findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    await waitFor(() => expect(location()).toBe('/place-order'));
    expect(await screen.findByRole('checkbox', { name: SAVE_THIS })).toBeChecked();
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) expect(textbox(label)).toHaveValue(value);

    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(location()).toMatch(/^\/orders\?placed=/), { timeout: 8000 });
    await ordersSettled();
    expect(await serverOrders(shopper.token)).toHaveLength(1);
    await waitFor(async () =>
      expect(await savedAddresses(shopper.token)).toEqual([
        expect.objectContaining({ street: DELIVERY_ADDRESS.street, zipcode: DELIVERY_ADDRESS.zipcode }),
      ]),
    );
    // Placed: neither the fields nor the choice are kept for the next order.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('forgets "Save this address" when the shopper logs out', async () => {
    const shopper = await signUp();
    const { user, store } = await shopperAtCheckout(shopper.token, '/hi/place-order', hi.checkout.place);
    await user.click(screen.getByRole('checkbox', { name: hi.checkout.saved.saveThis }));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ saveAddress: true });
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
