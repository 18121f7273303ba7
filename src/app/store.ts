// The one store factory, used by the app and by every test: real reducers, middleware and listeners.
import { combineSlices, configureStore, createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { baseApi } from '../shared/api/baseApi';
import { authSlice } from '../features/auth/authSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { catalogSlice } from '../features/catalog/catalogSlice';
import { registerListeners } from './listeners';

// Only the cart must survive a reload; the API cache is refetched.
const persistedCart = persistReducer({ key: 'cart', storage, version: 1 }, cartSlice.reducer);

const rootReducer = combineSlices(baseApi, catalogSlice, authSlice, { cart: persistedCart });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  registerListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const makePersistor = (store: AppStore) => persistStore(store);
