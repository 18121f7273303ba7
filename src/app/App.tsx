// The routes of the storefront (spec section 2); each screen loads as its own chunk.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginScreen } from '../features/auth';
import { CartScreen } from '../features/cart';
import { CollectionScreen, HomeScreen, ProductScreen } from '../features/catalog';
import { PlaceOrderScreen, VerifyScreen } from '../features/checkout';
import { OrdersScreen } from '../features/orders';
import { AboutScreen, ContactScreen } from '../features/info';
import { Layout } from './layout/Layout';

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
        <Route path="cart" element={<CartScreen />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="place-order" element={<PlaceOrderScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="verify" element={<VerifyScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
