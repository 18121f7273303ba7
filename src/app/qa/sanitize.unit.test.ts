import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { accountApi } from '../../features/account';
import { loggedIn, selectIsLoggedIn } from '../../features/auth';
import { itemAdded } from '../../features/cart';
import { checkoutApi, deliveryFormChanged, orderSubmitted } from '../../features/checkout';
import { ordersApi } from '../../features/orders';
import { ADDRESS, ALERT_EMAIL, PERSONAL_VALUES, personalActions, SIGN_UP, TOKEN } from '../../test/qa-logs/personalLog';
import { answerRequests, type MadeAnswer } from '../../test/requests';
import { makeStore } from '../store';
import { DEVTOOLS_OPTIONS } from './devtools';
import { isReplayed, parseActionLog, toDevToolsExport, type ActionLog } from './devtoolsLog';
import { createActionRecorder } from './recorder';
import { replayActionLog } from './replay';
import { REDACTED, sanitizeAction, sanitizeState } from './sanitize';
import { replaySteps } from './stepView';

/** What Redux DevTools' Export writes with the store's `serialize.replacer` (jsan copies the value, then JSON.stringify). */
const devToolsExport = (actions: unknown[], state: unknown) => {
  const { replacer } = DEVTOOLS_OPTIONS.serialize;
  return JSON.stringify(
    { payload: JSON.stringify(actions, replacer), preloadedState: JSON.stringify(state, replacer) },
    null,
    '\t',
  );
};

describe('QA log redaction', () => {
  it('redacts tokens, passwords and signatures wherever they sit, keeping a token a string (still signed in)', () => {
    expect(sanitizeAction(loggedIn({ token: TOKEN }))).toEqual({ type: 'auth/loggedIn', payload: { token: REDACTED } });
    expect(
      sanitizeAction({ type: 'x', payload: { razorpay_signature: 'abc', razorpay_order_id: 'order_1' } }).payload,
    ).toEqual({
      razorpay_signature: REDACTED,
      razorpay_order_id: 'order_1',
    });
    const state = sanitizeState(makeStore({ auth: { token: TOKEN } }, { sideEffects: false }).getState());
    expect(state.auth.token).toBe(REDACTED);
    expect(selectIsLoggedIn(state)).toBe(true);
  });

  it('redacts what was typed to sign up or log in: name, e-mail and password', () => {
    const [, , signUp] = personalActions();
    expect(sanitizeAction(signUp)).toMatchObject({
      meta: {
        arg: {
          endpointName: 'registerUser',
          originalArgs: { body: { name: REDACTED, email: REDACTED, password: REDACTED } },
        },
      },
    });
    const mutations = {
      api: {
        mutations: {
          r1: { endpointName: 'loginUser', originalArgs: { body: { email: SIGN_UP.email, password: 'x' } } },
        },
      },
    };
    expect(sanitizeState(mutations).api.mutations.r1.originalArgs.body).toEqual({
      email: REDACTED,
      password: REDACTED,
    });
  });

  it('redacts every field of a delivery address, in actions and in cached orders, keeping its fields', () => {
    const redacted = Object.fromEntries(Object.keys(ADDRESS).map((key) => [key, REDACTED]));
    const [, , , , , submitted, placing, orders] = personalActions();
    expect(sanitizeAction(submitted)).toEqual({
      type: 'checkout/orderSubmitted',
      payload: { address: redacted, method: 'cod' },
    });
    expect(JSON.stringify(sanitizeAction(placing))).toContain(JSON.stringify({ address: redacted }).slice(1, -1));
    expect(sanitizeAction(orders)).toMatchObject({
      payload: { entities: { 'order-1': { address: redacted, amount: 1509 } } },
    });
  });

  it("redacts the account's profile and saved addresses as the account and checkout screens fetch them", () => {
    const profile = {
      type: 'api/executeQuery/fulfilled',
      payload: { success: true, account: { name: SIGN_UP.name, email: SIGN_UP.email } },
    };
    const saved = {
      type: 'api/executeQuery/fulfilled',
      payload: { success: true, addresses: [{ id: 'a1', ...ADDRESS }] },
    };
    const logged = JSON.stringify([sanitizeAction(profile), sanitizeAction(saved)]);
    for (const value of [SIGN_UP.name, SIGN_UP.email, ADDRESS.firstName, ADDRESS.street, ADDRESS.city]) {
      expect(logged).not.toContain(value);
    }
    expect(sanitizeAction(saved).payload.addresses).toHaveLength(1);
  });

  it("redacts a back-in-stock e-mail's address where it was typed and where the server's answers name it", () => {
    const [signedUp, unsubscribed] = personalActions().slice(-2);
    expect(sanitizeAction(signedUp)).toMatchObject({
      payload: { success: true, message: `We will e-mail you at ${REDACTED} when size M is back.` },
      meta: { arg: { originalArgs: { body: { productId: 'p1', size: 'M', email: REDACTED } } } },
    });
    expect(sanitizeAction(unsubscribed)).toMatchObject({
      payload: { message: `हमने ${REDACTED} के लिए स्टॉक वापसी की सूचना बंद कर दी।` },
    });
    const mutations = {
      api: { mutations: { r4: { endpointName: 'subscribeStockAlert', data: { message: `At ${ALERT_EMAIL}.` } } } },
    };
    expect(sanitizeState(mutations).api.mutations.r4.data.message).toBe(`At ${REDACTED}.`);
  });

  it('leaves no personal value in a log of the whole session, ours or what DevTools exports through the replacer', () => {
    const state = {
      auth: { token: TOKEN },
      api: { mutations: { r1: { endpointName: 'registerUser', originalArgs: { body: SIGN_UP } } } },
    };
    const ours = JSON.stringify({ actions: personalActions().map(sanitizeAction), state: sanitizeState(state) });
    const devTools = devToolsExport(personalActions(), state);
    for (const value of PERSONAL_VALUES) {
      expect(ours).not.toContain(value);
      expect(devTools).not.toContain(value);
    }
    expect(JSON.parse(JSON.parse(devTools).preloadedState)).toEqual(sanitizeState(state));
  });

  it("redacts the UPI id or bank account a return's refund is to be paid to", () => {
    const asked = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'requestReturn', originalArgs: { kind: 'refund', payoutTo: 'asha@okbank' } } },
    };
    expect(sanitizeAction(asked).meta.arg.originalArgs).toEqual({ kind: 'refund', payoutTo: REDACTED });
  });

  it('leaves everything else as it was', () => {
    const action = { type: 'cart/quantityChanged', payload: { productId: 'p1', size: 'M', quantity: 3 } };
    expect(sanitizeAction(action)).toEqual(action);
    expect(sanitizeAction({ type: 'x', payload: { token: null } })).toEqual({ type: 'x', payload: { token: null } });
  });
});

/** Udaipur's pincode as a shopper types it, and what India Post's directory answers for it. */
const UDAIPUR = '313001';
const LOOKED_UP = { success: true, pincode: UDAIPUR, district: 'Udaipur', state: 'Rajasthan', states: ['Rajasthan'] };
/** The delivery promise there: the zone seen from the shop, the day, and no cash in that area. */
const PROMISED = {
  success: true,
  pincode: UDAIPUR,
  zone: 'restOfIndia',
  delivers: true,
  deliveryBy: '2026-12-11',
  cod: { offered: false, reason: 'area', maxAmount: 5000 },
};
/** A shopper's delivery address in Udaipur, saved and ordered to. */
const HOME = {
  firstName: 'Meera',
  lastName: 'Solanki',
  email: 'meera.s@example.test',
  street: '4 Lake Palace Road',
  city: 'Udaipur',
  state: 'Rajasthan',
  zipcode: UDAIPUR,
  country: 'India',
  phone: '+919829012345',
};
/** What a log must not name of that place: the pincode, its district and state, and the promise there. */
const PLACE = [UDAIPUR, 'Udaipur', 'Rajasthan', 'restOfIndia', '2026-12-11'];
const R = REDACTED;
const refusal =
  (status: number, message: string): MadeAnswer =>
  () =>
    Response.json({ success: false, message }, { status });

/**
 * A store recorded twice: as it saw its actions (raw, for comparing) and by QA's recorder (redacted, what the
 * download holds). Its calls are answered by whatever answerRequests was given.
 */
function recordedStore() {
  const recorder = createActionRecorder();
  const raw: UnknownAction[] = [];
  let before: unknown;
  const both: Middleware = (api) => (next) => {
    const recording = recorder.middleware(api)(next);
    return (action) => {
      const { type } = action as UnknownAction;
      if (typeof type === 'string' && isReplayed(type)) {
        if (raw.length === 0) before = api.getState();
        raw.push(action as UnknownAction);
      }
      return recording(action);
    };
  };
  const store = makeStore(undefined, { sideEffects: false, recorder: { ...recorder, middleware: both } });
  /** The unredacted log, as a file would hold it. */
  const rawLog = (): ActionLog => JSON.parse(JSON.stringify({ preloadedState: before, actions: raw })) as ActionLog;
  /** Our download, and DevTools' Export of the same actions through the store's replacer. */
  const files = () => [recorder.exportFile(), devToolsExport(raw, before)];
  const answerOf = (type: string, endpointName: string) => {
    const action = raw.find((one) => one.type === type && JSON.stringify(one.meta).includes(endpointName));
    if (!action) throw new Error(`no ${type} of ${endpointName}`);
    return action as UnknownAction & { payload: unknown };
  };
  return { store, recorder, rawLog, files, answerOf };
}

describe("QA log redaction of what is derived from a shopper's address", () => {
  it("redacts a looked-up pincode's answer whole (district, state, states), in the call and in the cache", async () => {
    answerRequests({ [`/api/pincode/${UDAIPUR}`]: LOOKED_UP });
    const { store, files, answerOf } = recordedStore();
    await store.dispatch(checkoutApi.endpoints.lookUpPincode.initiate({ pincode: UDAIPUR }));

    const fulfilled = answerOf('api/executeQuery/fulfilled', 'lookUpPincode');
    expect(fulfilled.payload).toEqual(LOOKED_UP);
    const redacted = { success: R, pincode: R, district: R, state: R, states: [R] };
    expect(sanitizeAction(fulfilled).payload).toEqual(redacted);
    expect(sanitizeState(store.getState()).api.queries).toEqual({
      [`lookUpPincode(${R})`]: expect.objectContaining({
        status: 'fulfilled',
        endpointName: 'lookUpPincode',
        originalArgs: { pincode: R },
        data: redacted,
      }),
    });
    for (const file of files()) for (const value of PLACE) expect(file).not.toContain(value);
  });

  it('redacts the delivery promise for a pincode: its zone, its day, whether the shop delivers and takes cash there', async () => {
    const away = '744101';
    const notDelivered = {
      success: true,
      pincode: away,
      zone: 'northEastAndIslands',
      delivers: false,
      deliveryBy: null,
      cod: { offered: false, reason: 'area', maxAmount: null },
    };
    answerRequests({ [`/api/delivery/${UDAIPUR}`]: PROMISED, [`/api/delivery/${away}`]: notDelivered });
    const { store, files, answerOf } = recordedStore();
    await store.dispatch(checkoutApi.endpoints.getDeliveryPromise.initiate({ pincode: UDAIPUR, amount: '1509.00' }));
    const promised = sanitizeAction(answerOf('api/executeQuery/fulfilled', 'getDeliveryPromise'));
    expect(promised.payload).toEqual({
      success: R,
      pincode: R,
      zone: R,
      delivers: R,
      deliveryBy: R,
      cod: { offered: R, reason: R, maxAmount: R },
    });

    // Where the shop does not deliver, even the nulls (no day, no largest cash order) say so: they are redacted too.
    await store.dispatch(checkoutApi.endpoints.getDeliveryPromise.initiate({ pincode: away }));
    const entry = sanitizeState(store.getState()).api.queries[`getDeliveryPromise(${R})`];
    expect(entry?.data).toEqual({
      success: R,
      pincode: R,
      zone: R,
      delivers: R,
      deliveryBy: R,
      cod: { offered: R, reason: R, maxAmount: R },
    });
    for (const file of files())
      for (const value of [...PLACE, away, 'northEastAndIslands', '"area"', '1509.00'])
        expect(file).not.toContain(value);
  });

  it("redacts a refusal that names the pincode: the directory's, an order's, a saved address's, in English and Hindi", async () => {
    const unknown = "There is no pincode 999999 in India Post's directory. Check the pincode.";
    const mismatch = `Pincode ${UDAIPUR} is in Rajasthan, not Kerala. Check the pincode or the state.`;
    const notHere = `हम अभी ${UDAIPUR} पर डिलीवरी नहीं करते।`;
    const noCash = `Cash on delivery is not offered for pincode ${UDAIPUR}. Please pay online.`;
    answerRequests({
      '/api/pincode/999999': refusal(404, unknown),
      '/api/order/place': refusal(400, mismatch),
      '/api/order/razorpay': refusal(400, notHere),
      '/api/user/addresses': refusal(400, noCash),
    });
    const { store, files, answerOf } = recordedStore();
    const orderRequest = { address: HOME, items: [{ _id: 'p1', size: 'M', quantity: 1 }], amount: 1509 };
    await store.dispatch(checkoutApi.endpoints.lookUpPincode.initiate({ pincode: '999999' }));
    await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ orderRequest }));
    await store.dispatch(checkoutApi.endpoints.placeRazorpayOrder.initiate({ orderRequest }));
    await store.dispatch(accountApi.endpoints.saveAddress.initiate({ address: HOME }));

    // The directory's refusal is its answer: every value redacted, as its success is.
    expect(sanitizeAction(answerOf('api/executeQuery/rejected', 'lookUpPincode')).payload).toEqual({
      status: R,
      data: { success: R, message: R },
    });
    expect(sanitizeState(store.getState()).api.queries[`lookUpPincode(${R})`]?.error).toEqual({
      status: R,
      data: { success: R, message: R },
    });
    // Another call's refusal keeps its status: only the sentence naming the pincode goes.
    for (const endpoint of ['placeOrder', 'placeRazorpayOrder', 'saveAddress']) {
      expect(sanitizeAction(answerOf('api/executeMutation/rejected', endpoint)).payload).toEqual({
        status: 400,
        data: { success: false, message: R },
      });
    }
    const kept = Object.values(sanitizeState(store.getState()).api.mutations).map((entry) => entry?.error);
    expect(kept).toEqual(Array(3).fill({ status: 400, data: { success: false, message: R } }));
    for (const file of files()) for (const value of [...PLACE, '999999', 'Kerala']) expect(file).not.toContain(value);
  });

  it("keeps a refusal that names no pincode, and the order's number, amounts and sizes", () => {
    const cashLimit = {
      type: 'api/executeMutation/rejected',
      payload: {
        status: 400,
        data: {
          success: false,
          message: 'Cash on delivery is offered for orders up to ₹1,00,000. Please pay online, or order less.',
        },
      },
      meta: { arg: { type: 'mutation', endpointName: 'placeOrder' }, requestId: 'r1' },
    };
    expect(sanitizeAction(cashLimit)).toEqual(cashLimit);
    const placed = { type: 'checkout/orderPlaced', payload: { orderId: '640a1f0c9b1e8a0012345678' } };
    expect(sanitizeAction(placed)).toEqual(placed);
  });

  it('redacts every address an answer carries: the saved ones, one saved or edited, an order, the order list', async () => {
    const order = {
      _id: 'o1',
      items: [],
      amount: 1509,
      address: HOME,
      status: 'Order Placed',
      paymentMethod: 'COD',
      payment: false,
      date: 1,
    };
    const saved = { id: 'a1', ...HOME };
    const addresses: MadeAnswer = (request) =>
      Response.json(
        request.method === 'GET' ? { success: true, addresses: [saved] } : { success: true, address: saved },
      );
    answerRequests({
      '/api/user/addresses': addresses,
      '/api/user/addresses/a1': { success: true, address: saved },
      '/api/order/detail/o1': { success: true, order: { ...order, history: [], lines: [] } },
      '/api/order/userorder': { success: true, orders: [order] },
      '/api/order/cancel': { success: true, message: 'Cancelled.', order: { ...order, status: 'Cancelled' } },
    });
    const { store, files } = recordedStore();
    await store.dispatch(accountApi.endpoints.listAddresses.initiate());
    await store.dispatch(accountApi.endpoints.saveAddress.initiate({ address: HOME }));
    await store.dispatch(accountApi.endpoints.updateAddress.initiate({ addressId: 'a1', address: HOME }));
    await store.dispatch(ordersApi.endpoints.getOrder.initiate({ orderId: 'o1' }));
    await store.dispatch(ordersApi.endpoints.listUserOrders.initiate());
    await store.dispatch(ordersApi.endpoints.cancelOrder.initiate({ body: { orderId: 'o1', reason: 'changedMind' } }));

    const state = JSON.stringify(sanitizeState(store.getState()));
    const values = Object.values(HOME).filter((value) => value !== 'India');
    for (const text of [...files(), state]) for (const value of values) expect(text).not.toContain(value);
    // What the orders' screens read stays: the list's order, its amount and status.
    expect(state).toContain('"amount":1509');
    expect(state).toContain('"status":"Cancelled"');
  });

  it('replays a redacted checkout with a looked-up pincode through the same steps and to the same state', async () => {
    answerRequests({ [`/api/pincode/${UDAIPUR}`]: LOOKED_UP, [`/api/delivery/${UDAIPUR}`]: PROMISED });
    const { store, recorder, rawLog, files } = recordedStore();
    store.dispatch(itemAdded({ productId: 'p1', size: 'M' }));
    await store.dispatch(checkoutApi.endpoints.lookUpPincode.initiate({ pincode: UDAIPUR }));
    await store.dispatch(checkoutApi.endpoints.getDeliveryPromise.initiate({ pincode: UDAIPUR, amount: '1509.00' }));
    store.dispatch(deliveryFormChanged({ valid: true }));
    store.dispatch(orderSubmitted({ address: HOME, method: 'cod' }));

    const steps = replaySteps(JSON.parse(toDevToolsExport(rawLog())));
    expect(steps.map(([type]) => type)).toContain('checkout/deliveryFormChanged');
    expect(steps.at(-1)?.[1]).toMatchObject({ cart: ['p1:M ×1'], checkout: 'submitting, cod, form complete' });
    const live = JSON.parse(JSON.stringify(sanitizeState(store.getState()))) as unknown;
    for (const file of files()) {
      for (const value of PLACE) expect(file).not.toContain(value);
      expect(replaySteps(JSON.parse(file))).toEqual(steps);
      expect(sanitizeState(replayActionLog(parseActionLog(file)))).toEqual(live);
    }
    expect(sanitizeState(replayActionLog(recorder.log()))).toEqual(live);
  });
});
