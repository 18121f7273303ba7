// The routes of the storefront (spec section 2); each screen loads as its own chunk. The shopper's own screens wait
// for the saved cart and sign-in (Restored). page/pages.ts names the same paths for the server.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginScreen } from '../features/auth';
import { CartScreen } from '../features/cart';
import { CollectionScreen, HomeScreen, ProductScreen } from '../features/catalog';
import { PlaceOrderScreen, VerifyScreen } from '../features/checkout';
import { OrdersScreen } from '../features/orders';
import { AboutScreen, ContactScreen } from '../features/info';
import { Layout } from './layout/Layout';
import { Restored } from './Restored';

const NotFoundScreen = lazy(() => import(/* webpackChunkName: "route-not-found" */ './NotFoundScreen'));

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen />} />
        <Route path="collection" element={<CollectionScreen />} />
        <Route path="product/:productId" element={<ProductScreen />} />
        <Route path="about" element={<AboutScreen />} />
        <Route path="contact" element={<ContactScreen />} />
        <Route
          path="cart"
          element={
            <Restored>
              <CartScreen />
            </Restored>
          }
        />
        <Route
          path="login"
          element={
            <Restored>
              <LoginScreen />
            </Restored>
          }
        />
        <Route
          path="place-order"
          element={
            <Restored>
              <PlaceOrderScreen />
            </Restored>
          }
        />
        <Route
          path="orders"
          element={
            <Restored>
              <OrdersScreen />
            </Restored>
          }
        />
        <Route
          path="verify"
          element={
            <Restored>
              <VerifyScreen />
            </Restored>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
