import { PERSIST, REHYDRATE } from 'redux-persist';
import type { Language } from '../../../contract';
import { loggedIn, selectIsLoggedIn } from '../../features/auth';
import { itemAdded, quantityChanged, selectCartLines } from '../../features/cart';
import { makeStore } from '../store';
import { parseActionLog } from './devtoolsLog';
import { createActionRecorder, RECORDING_KEY, type RecorderOptions } from './recorder';
import { replayActionLog } from './replay';
import { REDACTED } from './sanitize';

const add = (productId: string) => itemAdded({ productId, size: 'M' });
const types = (recorder: { log(): { actions: Array<{ type: string }> } }) =>
  recorder.log().actions.map((action) => action.type);

/** A page of the shop: a store with its own recorder, continuing whatever `storage` holds, at an English address. */
function openPage(options: RecorderOptions = {}, language: () => Language = () => 'en') {
  const recorder = createActionRecorder({ storage: sessionStorage, ...options });
  return { recorder, store: makeStore(undefined, { recorder, sideEffects: false, language }) };
}

const rehydrate = (token: string | null, productIds: string[]) => ({
  type: REHYDRATE,
  key: 'shop',
  payload: {
    auth: { token },
    cart: {
      ids: productIds.map((id) => `${id}:M`),
      entities: Object.fromEntries(
        productIds.map((id) => [`${id}:M`, { id: `${id}:M`, productId: id, size: 'M', quantity: 1 }]),
      ),
      pending: {},
    },
  },
});

beforeEach(() => sessionStorage.clear());

describe('the action recorder', () => {
  it('keeps the last N actions, redacted, and starts the log from the state their predecessors led to', () => {
    const { recorder, store } = openPage({ limit: 3 });
    store.dispatch(loggedIn({ token: 'secret' }));
    ['p0', 'p1', 'p2', 'p3'].forEach((id) => store.dispatch(add(id)));
    expect(recorder.log().actions).toEqual([add('p1'), add('p2'), add('p3')]);
    expect(recorder.log().preloadedState).toMatchObject({ auth: { token: REDACTED }, cart: { ids: ['p0:M'] } });
    const replayed = replayActionLog(parseActionLog(recorder.exportFile()));
    expect(selectCartLines(replayed)).toEqual(selectCartLines(store.getState()));
    expect(selectIsLoggedIn(replayed)).toBe(true);
  });

  it("starts a new recording from the restored state and leaves out redux-persist's bookkeeping", () => {
    const { recorder, store } = openPage();
    store.dispatch({ type: PERSIST, register: () => undefined, rehydrate: () => undefined });
    store.dispatch(rehydrate(null, ['p1']));
    store.dispatch(add('p2'));
    expect(types(recorder)).toEqual(['cart/itemAdded']);
    expect(recorder.log().preloadedState).toMatchObject({ cart: { ids: ['p1:M'] }, _persist: { rehydrated: true } });
  });

  it('continues across reloads and redirects: every page adds to the one log, its REHYDRATE marking the reload', () => {
    const first = openPage();
    first.store.dispatch(add('p1'));
    first.store.dispatch(loggedIn({ token: 'secret' }));
    const second = openPage();
    second.store.dispatch(rehydrate('secret', ['p1']));
    second.store.dispatch(add('p2'));
    expect(types(second.recorder)).toEqual(['cart/itemAdded', 'auth/loggedIn', REHYDRATE, 'cart/itemAdded']);
    expect(parseActionLog(sessionStorage.getItem(RECORDING_KEY) ?? '')).toEqual(second.recorder.log());
    expect(selectCartLines(replayActionLog(second.recorder.log())).map((line) => line.id)).toEqual(['p1:M', 'p2:M']);
  });

  it('stays within its size cap, dropping the oldest actions', () => {
    const { recorder, store } = openPage({ maxChars: 1_500 });
    for (let quantity = 1; quantity <= 30; quantity += 1)
      store.dispatch(quantityChanged({ productId: 'p1', size: 'M', quantity }));
    expect(recorder.exportFile().length).toBeLessThanOrEqual(1_500);
    expect(recorder.count()).toBeLessThan(30);
    expect(recorder.log().actions.at(-1)).toEqual(quantityChanged({ productId: 'p1', size: 'M', quantity: 30 }));
  });

  it("keeps what fits when the browser's storage is fuller than the cap allows", () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (value.length > 1_200) throw new DOMException('full', 'QuotaExceededError');
      Object.assign(this, { [key]: value });
    });
    const { recorder, store } = openPage();
    for (let i = 0; i < 30; i += 1) store.dispatch(add(`product-${i}`));
    setItem.mockRestore();
    expect(sessionStorage.getItem(RECORDING_KEY)?.length).toBeLessThanOrEqual(1_200);
    expect(recorder.log().actions.at(-1)).toEqual(add('product-29'));
  });

  it('is cleared by QA: nothing stored, and the next action starts a new log from the state then', () => {
    const { recorder, store } = openPage();
    store.dispatch(add('p1'));
    const changes = jest.fn();
    recorder.subscribe(changes);
    recorder.clear();
    expect(sessionStorage.getItem(RECORDING_KEY)).toBeNull();
    expect(recorder.count()).toBe(0);
    store.dispatch(add('p2'));
    expect(recorder.log()).toMatchObject({ preloadedState: { cart: { ids: ['p1:M'] } }, actions: [add('p2')] });
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("notes the address's language before and after each action beside the actions, never in the state", () => {
    let shown: Language = 'en';
    const { recorder, store } = openPage({ limit: 3 }, () => shown);
    store.dispatch(add('p0'));
    shown = 'hi';
    ['p1', 'p2'].forEach((id) => store.dispatch(add(id)));
    expect(recorder.log().languages).toEqual(['en', 'en', 'hi', 'hi']);
    store.dispatch(add('p3'));
    // The oldest action folded into the start: the start's language is the one after it.
    expect(recorder.log()).toMatchObject({
      actions: [add('p1'), add('p2'), add('p3')],
      languages: ['en', 'hi', 'hi', 'hi'],
    });
    expect(store.getState()).not.toHaveProperty('language');
    expect(recorder.log().preloadedState).not.toHaveProperty('language');
    const file = JSON.parse(recorder.exportFile()) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['payload', 'preloadedState', 'languages']);
    expect(parseActionLog(recorder.exportFile())).toEqual(recorder.log());
    // The next page continues the languages with the actions.
    const next = openPage({ limit: 3 }, () => 'en');
    next.store.dispatch(add('p4'));
    expect(next.recorder.log().languages).toEqual(['hi', 'hi', 'hi', 'en']);
  });

  it('does not continue a stored recording it cannot read', () => {
    sessionStorage.setItem(RECORDING_KEY, '{"payload": 3}');
    const { recorder } = openPage();
    expect(recorder.count()).toBe(0);
    expect(sessionStorage.getItem(RECORDING_KEY)).toBeNull();
  });
});
