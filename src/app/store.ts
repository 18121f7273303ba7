// The one store factory, used by the app and by every test: real reducers, middleware and listeners.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type DevToolsEnhancerOptions,
  type ListenerEffectAPI,
  type Middleware,
  type Reducer,
  type UnknownAction,
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
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '../../contract';
import { baseApi, type ApiExtra } from '../shared/api/baseApi';
import { authApi, authSlice, selectToken, tokenRenewed } from '../features/auth';
import { cartApi, cartSlice } from '../features/cart';
import { catalogApi, catalogSlice, knownProductsSlice } from '../features/catalog';
import { checkoutApi, checkoutSlice } from '../features/checkout';
import { ordersApi } from '../features/orders';
import { reviewsApi } from '../features/reviews';
import { wishlistApi, wishlistSlice } from '../features/wishlist';
import { registerListeners } from './listeners';
import type { ActionRecorder } from './qa/recorder';

// Every feature's endpoints are injected into the one base API when its module loads (the imports above), before any
// store exists, so any store (the app's, a test's, a replay's) knows every call an action may name.
void [catalogApi, cartApi, authApi, checkoutApi, ordersApi, wishlistApi, reviewsApi];

/** Every slice's reducer; a pure function of the actions, so selector tests can build state without a store. */
export const rootReducer = combineSlices(
  baseApi,
  catalogSlice,
  knownProductsSlice,
  authSlice,
  cartSlice,
  checkoutSlice,
  wishlistSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The root reducer with redux-persist's restore step: the login token, the cart and the wishlist (with the products
 * viewed last) survive a reload, restored in one step; the API cache is refetched. Every store gets its own, because redux-persist keeps its writer inside the
 * reducer: only the store handed to persistStore writes to `storage`, never one replaying a QA log.
 */
export const makePersistedReducer = (storage: Storage) =>
  persistReducer(
    {
      key: 'shop',
      version: 1,
      storage,
      whitelist: [authSlice.reducerPath, cartSlice.reducerPath, wishlistSlice.reducerPath],
    },
    rootReducer,
  );

let browserStorage: Storage | undefined;
/** localStorage, opened with the first store: Node tools (npm run qa:test) replay logs without one. */
const localStorageOnce = () => (browserStorage ??= createWebStorage('local'));

const DEV_CHECK_WARN_MS = 1000;

/** What makes a store a replay store (qa/replayStore.ts), handed in by QA's own code so the shop's carries none. */
export interface ReplayParts {
  /** Lets an action replace the whole state, as DevTools' jump does. */
  jumpable: <S, P>(reducer: Reducer<S, UnknownAction, P>) => Reducer<S, UnknownAction, P>;
  /** Stops every call that would change something on the server. */
  guard: Middleware;
  /** The jump's action type, which carries a whole state and is not checked for serializability. */
  jumpedType: string;
}

export interface StoreOptions {
  /** Listeners (calls to the server, navigation, toasts). Off for replaying a log: the log already holds their results. */
  sideEffects?: boolean;
  /** Records the session's actions for QA. */
  recorder?: ActionRecorder;
  /** Connects Redux DevTools with these options (QA mode's, which redact secrets and addresses). */
  devTools?: DevToolsEnhancerOptions;
  /** QA's replay: the store shows the states of a log and never asks the server to change anything. */
  replay?: ReplayParts;
  /** Where the cart and sign-in are saved: the browser's localStorage unless given (the server renders with none). */
  storage?: Storage;
  /** How calls reach the API: the network unless given (the server answers its own; a page hands over its answers). */
  fetchFn?: ApiExtra['fetchFn'];
  /**
   * The language of the address the router shows, the only source of it outside React (the API's calls, the
   * listeners, QA's recorder): the browser's address unless given (a test's memory router, the page the server renders).
   */
  language?: ApiExtra['language'];
}

/** The language of the browser's address, which the app's BrowserRouter shows; English where there is none. */
const browserLanguage = (): Language =>
  typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname).language;

export function makeStore(
  preloadedState?: Partial<RootState>,
  { sideEffects = true, recorder, devTools, replay, storage, fetchFn, language = browserLanguage }: StoreOptions = {},
) {
  const listeners = createListenerMiddleware({ extra: { language } satisfies ListenerExtra });
  const persistedReducer = makePersistedReducer(storage ?? localStorageOnce());
  const store = configureStore({
    reducer: replay ? replay.jumpable(persistedReducer) : persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: {
          extraArgument: {
            fetchFn,
            selectToken,
            tokenRenewed: (token) => tokenRenewed({ token }),
            language,
          } satisfies ApiExtra,
        },
        // The development checks skip RTK Query's cache and the known products: they hold parsed JSON that only
        // RTK Query's answers write, and walking the whole catalog after every action would slow development down.
        // Their timing hint (past 32 ms) is noise on a busy machine; they still check every action.
        immutableCheck: {
          ignoredPaths: [baseApi.reducerPath, knownProductsSlice.reducerPath],
          warnAfter: DEV_CHECK_WARN_MS,
        },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, ...(replay ? [replay.jumpedType] : [])],
          ignoredPaths: [baseApi.reducerPath, knownProductsSlice.reducerPath],
          warnAfter: DEV_CHECK_WARN_MS,
        },
      })
        .prepend(listeners.middleware)
        .concat(...(replay ? [replay.guard] : []), baseApi.middleware, ...(recorder ? [recorder.middleware] : [])),
    devTools: devTools ?? false,
  });
  if (sideEffects)
    registerListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch, ListenerExtra>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** What a listener is handed beside the state: the language of the address the router shows (toasts are in it). */
export interface ListenerExtra {
  language: () => Language;
}
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, ListenerExtra>;

/**
 * Saves the store in its storage from now on, each change on redux-persist's next timer tick, and at once when the
 * page goes out of sight or is left: a reload, a link typed or a tab closed just after signing in or ADD TO CART keeps it.
 */
export function makePersistor(store: AppStore) {
  const persistor = persistStore(store);
  // Fired as the page goes out of sight: another tab or app, a tab closed, and on leaving the page.
  addEventListener('visibilitychange', () => void persistor.flush());
  return persistor;
}
