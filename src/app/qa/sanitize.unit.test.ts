import { loggedIn, selectIsLoggedIn } from '../../features/auth';
import { ADDRESS, ALERT_EMAIL, PERSONAL_VALUES, personalActions, SIGN_UP, TOKEN } from '../../test/qa-logs/personalLog';
import { makeStore } from '../store';
import { DEVTOOLS_OPTIONS } from './devtools';
import { REDACTED, sanitizeAction, sanitizeState } from './sanitize';

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

  it('redacts a looked-up pincode from its query’s arguments, cache key and answer, keeping the answer in place', () => {
    const key = `lookUpPincode({"pincode":"${ADDRESS.zipcode}"})`;
    const query = {
      endpointName: 'lookUpPincode',
      originalArgs: { pincode: ADDRESS.zipcode },
      queryCacheKey: key,
      data: { success: true, pincode: ADDRESS.zipcode, district: 'Ernakulam', state: 'Kerala' },
    };
    const state = sanitizeState({ api: { queries: { [key]: query } } });
    expect(JSON.stringify(state)).not.toContain(ADDRESS.zipcode);
    expect(state.api.queries).toEqual({
      [`lookUpPincode(${REDACTED})`]: {
        ...query,
        originalArgs: { pincode: REDACTED },
        queryCacheKey: `lookUpPincode(${REDACTED})`,
        data: { ...query.data, pincode: REDACTED },
      },
    });
    const action = sanitizeAction({ type: 'api/executeQuery/pending', meta: { arg: query } });
    expect(JSON.stringify(action)).not.toContain(ADDRESS.zipcode);
  });

  it('leaves everything else as it was', () => {
    const action = { type: 'cart/quantityChanged', payload: { productId: 'p1', size: 'M', quantity: 3 } };
    expect(sanitizeAction(action)).toEqual(action);
    expect(sanitizeAction({ type: 'x', payload: { token: null } })).toEqual({ type: 'x', payload: { token: null } });
  });
});
