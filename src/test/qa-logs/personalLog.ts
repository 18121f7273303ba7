// A session that touched everything personal a QA log may meet, each value unique so a test can search a file for it:
// a sign-up (name, e-mail, password), the token it earned, a delivery address, the order list that repeats it, and the
// address a back-in-stock e-mail was asked for, which the server's answers name again.
import type { UnknownAction } from '@reduxjs/toolkit';
import { loggedIn } from '../../features/auth';
import { itemAdded } from '../../features/cart';
import { orderSubmitted } from '../../features/checkout';

export const SIGN_UP = { name: 'Zinnia Quillfeather', email: 'zinnia.quill@example.test', password: 'pw-ochre-lantern-71' };
export const TOKEN = 'eyJ.token-of-zinnia.sig';
/** Typed into a sold-out size's "Notify me": the sign-up's answer and the unsubscribe page's name it in a sentence. */
export const ALERT_EMAIL = 'waits.for.m@example.test';
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
export const PERSONAL_VALUES = [...Object.values(SIGN_UP), TOKEN, ADDRESS.firstName, ADDRESS.lastName, ADDRESS.email, ADDRESS.street, ADDRESS.zipcode, ADDRESS.phone, ALERT_EMAIL];

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
  { type: 'api/executeMutation/pending', meta: { ...call('subscribeStockAlert', { body: { productId: 'p1', size: 'M', email: ALERT_EMAIL } }, 'r4'), requestStatus: 'pending' } },
  {
    type: 'api/executeMutation/fulfilled',
    payload: { success: true, message: `We will e-mail you at ${ALERT_EMAIL} when size M is back.` },
    meta: call('subscribeStockAlert', { body: { productId: 'p1', size: 'M', email: ALERT_EMAIL } }, 'r4'),
  },
  {
    type: 'api/executeMutation/fulfilled',
    payload: { success: true, message: `हमने ${ALERT_EMAIL} के लिए स्टॉक वापसी की सूचना बंद कर दी।` },
    meta: call('unsubscribeStockAlerts', { body: { token: 'd2FpdHM.c2ln' } }, 'r5'),
  },
];
