// The one store factory, used by the app and by every test: real reducers, middleware and listeners.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ListenerEffectAPI,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { baseApi, type ApiExtra } from '../shared/api/baseApi';
import { authApi, authSlice } from '../features/auth';
import { cartApi, cartSlice } from '../features/cart';
import { catalogApi, catalogSlice } from '../features/catalog';
import { checkoutApi, checkoutSlice } from '../features/checkout';
import { ordersApi } from '../features/orders';
import { registerListeners } from './listeners';
import type { ActionRecorder } from './qa/recorder';
import { RECORDER_LIMIT } from './qa/recorderLimits';
import { jumpable, refuseServerChanges, replayJumped } from './qa/replayStore';
import { redactEntry, sanitizeAction, sanitizeState } from './qa/sanitize';

/**
 * Every feature's endpoints, injected into the one base API before any store exists, so any store
 * (the app's, a test's, a replay's) knows every call an action may name.
 */
export const FEATURE_APIS = [catalogApi, cartApi, authApi, checkoutApi, ordersApi];

/** Every slice's reducer; a pure function of the actions, so selector tests can build state without a store. */
export const rootReducer = combineSlices(baseApi, catalogSlice, authSlice, cartSlice, checkoutSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The root reducer with redux-persist's restore step: the login token and the cart survive a reload, restored in one
 * step; the API cache is refetched. Every store gets its own, because redux-persist keeps its writer inside the
 * reducer: only the store handed to persistStore writes to `storage`, never one replaying a QA log.
 */
export const makePersistedReducer = (storage: Storage) =>
  persistReducer(
    { key: 'shop', version: 1, storage, whitelist: [authSlice.reducerPath, cartSlice.reducerPath] },
    rootReducer,
  );

let browserStorage: Storage | undefined;
/** localStorage, opened with the first store: Node tools (npm run qa:test) replay logs without one. */
const localStorageOnce = () => (browserStorage ??= createWebStorage('local'));

const DEV_CHECK_WARN_MS = 1000;

/**
 * Redux DevTools in QA mode, with what must not leave the page redacted. Its Export bypasses the sanitizers (they
 * shape only what its monitor shows); the `serialize` replacer is what redacts the exported file.
 */
export const DEVTOOLS_OPTIONS = {
  name: 'Kapda storefront',
  maxAge: RECORDER_LIMIT,
  actionSanitizer: sanitizeAction,
  stateSanitizer: sanitizeState,
  serialize: { replacer: redactEntry },
};

export interface StoreOptions {
  /** Listeners (calls to the server, navigation, toasts). Off for replaying a log: the log already holds their results. */
  sideEffects?: boolean;
  /** Records the session's actions for QA. */
  recorder?: ActionRecorder;
  /** Connects Redux DevTools (with secrets and addresses redacted). */
  devTools?: boolean;
  /** QA's replay: the store shows the states of a log (`replayJumped`) and never asks the server to change anything. */
  replay?: boolean;
  /** Where the cart and sign-in are saved: the browser's localStorage unless given (the server renders with none). */
  storage?: Storage;
  /** How calls reach the API: the network unless given (the server answers its own; a page hands over its answers). */
  fetchFn?: ApiExtra['fetchFn'];
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  { sideEffects = true, recorder, devTools = false, replay = false, storage, fetchFn }: StoreOptions = {},
) {
  const listeners = createListenerMiddleware();
  const persistedReducer = makePersistedReducer(storage ?? localStorageOnce());
  const store = configureStore({
    reducer: replay ? jumpable(persistedReducer) : persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { fetchFn } satisfies ApiExtra },
        // The development checks skip RTK Query's cache: it holds parsed JSON that only RTK Query writes,
        // and walking the whole catalog after every action would slow development down.
        // Their timing hint (past 32 ms) is noise on a busy machine; they still check every action.
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: DEV_CHECK_WARN_MS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, replayJumped.type],
          ignoredPaths: [baseApi.reducerPath],
          warnAfter: DEV_CHECK_WARN_MS,
        },
      })
        .prepend(listeners.middleware)
        .concat(
          ...(replay ? [refuseServerChanges] : []),
          baseApi.middleware,
          ...(recorder ? [recorder.middleware] : []),
        ),
    devTools: devTools && DEVTOOLS_OPTIONS,
  });
  if (sideEffects) registerListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

export const makePersistor = (store: AppStore) => persistStore(store);
