// A session that touched everything personal a QA log may meet, each value unique so a test can search a file for it:
// a sign-up (name, e-mail, password), the token it earned, a delivery address, and the order list that repeats it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { loggedIn } from '../../features/auth';
import { itemAdded } from '../../features/cart';
import { orderSubmitted } from '../../features/checkout';

export const SIGN_UP = { name: 'Zinnia Quillfeather', email: 'zinnia.quill@example.test', password: 'pw-ochre-lantern-71' };
export const TOKEN = 'eyJ.token-of-zinnia.sig';
export const ADDRESS = {
  firstName: 'Zinnia',
  lastName: 'Quillfeather',
  email: 'deliver.zq@example.test',
  street: '77 Juniper Lane',
  city: 'Kochi',
  state: 'Kerala',
  zipcode: '682011',
  country: 'India',
  phone: '+919812345670',
};

/** Every value above that must never leave the page (the country and state are not personal on their own). */
export const PERSONAL_VALUES = [...Object.values(SIGN_UP), TOKEN, ADDRESS.firstName, ADDRESS.lastName, ADDRESS.email, ADDRESS.street, ADDRESS.zipcode, ADDRESS.phone];

const call = (endpointName: string, originalArgs: unknown, requestId: string) => ({
  arg: { type: 'mutation', endpointName, originalArgs, track: true },
  requestId,
});

const order = { _id: 'order-1', items: [], amount: 1509, address: ADDRESS, status: 'Order Placed', paymentMethod: 'COD', payment: false, date: 1 };

/** The actions as the store saw them, nothing redacted. */
export const personalActions = (): UnknownAction[] => [
  { type: 'persist/REHYDRATE', key: 'shop', payload: { auth: { token: null }, cart: { ids: [], entities: {}, pending: {} } } },
  itemAdded({ productId: 'p1', size: 'M' }),
  { type: 'api/executeMutation/pending', meta: { ...call('registerUser', { body: SIGN_UP }, 'r1'), requestStatus: 'pending' } },
  { type: 'api/executeMutation/fulfilled', payload: { success: true, token: TOKEN }, meta: { ...call('registerUser', { body: SIGN_UP }, 'r1') } },
  loggedIn({ token: TOKEN }),
  orderSubmitted({ address: ADDRESS, method: 'cod' }),
  { type: 'api/executeMutation/pending', meta: call('placeOrder', { orderRequest: { address: ADDRESS, items: [], amount: 1509 } }, 'r2') },
  {
    type: 'api/executeQuery/fulfilled',
    payload: { ids: [order._id], entities: { [order._id]: order } },
    meta: { arg: { type: 'query', endpointName: 'listUserOrders', queryCacheKey: 'listUserOrders(undefined)' }, requestId: 'r3' },
  },
];
