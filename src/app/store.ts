// The one store factory, used by the app and by every test: real reducers, middleware and listeners.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ListenerEffectAPI,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { baseApi } from '../shared/api/baseApi';
import { authApi, authSlice } from '../features/auth';
import { cartApi, cartSlice } from '../features/cart';
import { catalogApi, catalogSlice } from '../features/catalog';
import { checkoutApi, checkoutSlice } from '../features/checkout';
import { ordersApi } from '../features/orders';
import { registerListeners } from './listeners';
import type { ActionRecorder } from './qa/recorder';
import { sanitizeAction, sanitizeState } from './qa/sanitize';

/**
 * Every feature's endpoints, injected into the one base API before any store exists, so any store
 * (the app's, a test's, a replay's) knows every call an action may name.
 */
export const FEATURE_APIS = [catalogApi, cartApi, authApi, checkoutApi, ordersApi];

/** Every slice's reducer; a pure function of the actions, so selector tests can build state without a store. */
export const rootReducer = combineSlices(baseApi, catalogSlice, authSlice, cartSlice, checkoutSlice);

// The login token and the cart survive a reload, restored in one step; the API cache is refetched.
const persistedReducer = persistReducer(
  { key: 'shop', version: 1, storage, whitelist: [authSlice.reducerPath, cartSlice.reducerPath] },
  rootReducer,
);

export type RootState = ReturnType<typeof rootReducer>;

const DEV_CHECK_WARN_MS = 1000;

export interface StoreOptions {
  /** Listeners (calls to the server, navigation, toasts). Off for replaying a log: the log already holds their results. */
  sideEffects?: boolean;
  /** Records the session's actions for QA. */
  recorder?: ActionRecorder;
  /** Connects Redux DevTools (with secrets and addresses redacted). */
  devTools?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, { sideEffects = true, recorder, devTools = false }: StoreOptions = {}) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The development checks skip RTK Query's cache: it holds parsed JSON that only RTK Query writes,
        // and walking the whole catalog after every action would slow development down.
        // Their timing hint (past 32 ms) is noise on a busy machine; they still check every action.
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: DEV_CHECK_WARN_MS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [baseApi.reducerPath],
          warnAfter: DEV_CHECK_WARN_MS,
        },
      })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware, ...(recorder ? [recorder.middleware] : [])),
    devTools: devTools && { name: 'Kapda storefront', actionSanitizer: sanitizeAction, stateSanitizer: sanitizeState },
  });
  if (sideEffects) registerListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

export const makePersistor = (store: AppStore) => persistStore(store);
