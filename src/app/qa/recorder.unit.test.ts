import { PERSIST, REHYDRATE } from 'redux-persist';
import { languageOfPath } from '../../../contract';
import { loggedIn, selectIsLoggedIn } from '../../features/auth';
import { itemAdded, quantityChanged, selectCartLines } from '../../features/cart';
import { loadCatalogScreen } from '../../features/catalog';
import { aProduct } from '../../test/builders';
import { answerRequests } from '../../test/requests';
import { makeStore } from '../store';
import { parseActionLog } from './devtoolsLog';
import { createActionRecorder, RECORDING_KEY, type RecorderOptions } from './recorder';
import { replayActionLog } from './replay';
import { REDACTED } from './sanitize';
import { stepLanguages } from './stepLanguages';

const add = (productId: string) => itemAdded({ productId, size: 'M' });
const types = (recorder: { log(): { actions: Array<{ type: string }> } }) =>
  recorder.log().actions.map((action) => action.type);

/** A page of the shop at `path`: a store with its own recorder, continuing whatever `storage` holds. */
function openPage(options: RecorderOptions = {}, path = '/') {
  const recorder = createActionRecorder({ storage: sessionStorage, ...options });
  const { language } = languageOfPath(path);
  return {
    recorder,
    language,
    store: makeStore(undefined, { recorder, sideEffects: false, language: () => language }),
  };
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

  it("writes exactly what DevTools' Export writes: `payload` and `preloadedState`, tab-indented, nothing beside", () => {
    const { recorder, store } = openPage({}, '/hi/cart');
    store.dispatch(add('p1'));
    const file = JSON.parse(recorder.exportFile()) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['payload', 'preloadedState']);
    expect(recorder.exportFile()).toBe(JSON.stringify(file, null, '\t'));
    expect(typeof file.payload).toBe('string');
    expect(typeof file.preloadedState).toBe('string');
    expect(store.getState()).not.toHaveProperty('language');
    expect(recorder.log().preloadedState).not.toHaveProperty('language');
  });

  it('continues a recording an earlier build left with `languages`, and writes it without them', () => {
    const { recorder, store } = openPage();
    store.dispatch(add('p1'));
    const earlier = { ...(JSON.parse(recorder.exportFile()) as object), languages: ['hi', 'hi'] };
    sessionStorage.setItem(RECORDING_KEY, JSON.stringify(earlier, null, '\t'));
    const next = openPage();
    expect(next.recorder.log()).toEqual(recorder.log());
    next.store.dispatch(add('p2'));
    expect(types(next.recorder)).toEqual(['cart/itemAdded', 'cart/itemAdded']);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(RECORDING_KEY) ?? '{}'))).toEqual([
      'payload',
      'preloadedState',
    ]);
  });

  it("records a /hi page's calls in Hindi: its steps read as Hindi, also once the calls fold into the start", async () => {
    const product = aProduct('p1', { nameHi: 'सूती कुर्ता', descriptionHi: 'हल्का सूती कुर्ता' });
    answerRequests({ '/api/product/detail/p1': { success: true, product, related: [] } });
    const { recorder, store, language } = openPage({ limit: 3 }, '/hi/product/p1');
    await loadCatalogScreen(store.dispatch, { name: 'product', productId: 'p1' }, language);
    store.dispatch(add('p1'));
    expect(types(recorder)).toEqual(['api/executeQuery/pending', 'api/executeQuery/fulfilled', 'cart/itemAdded']);
    // Before the page's first call nothing in the log names a language: English.
    expect(stepLanguages(parseActionLog(recorder.exportFile()))).toEqual(['en', 'hi', 'hi', 'hi']);
    store.dispatch(add('p2'));
    // The call folded into the state the log starts from, whose cache keeps the Hindi query.
    expect(types(recorder)).toEqual(['api/executeQuery/fulfilled', 'cart/itemAdded', 'cart/itemAdded']);
    expect(stepLanguages(parseActionLog(recorder.exportFile()))).toEqual(['hi', 'hi', 'hi', 'hi']);
  });

  it('does not continue a stored recording it cannot read', () => {
    sessionStorage.setItem(RECORDING_KEY, '{"payload": 3}');
    const { recorder } = openPage();
    expect(recorder.count()).toBe(0);
    expect(sessionStorage.getItem(RECORDING_KEY)).toBeNull();
  });
});
