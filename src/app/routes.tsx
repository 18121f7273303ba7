// The SPA's routes, made from the contract's page table (contract/pages.ts), which the server's pages are made from
// too: one screen per page. Of a shopper's own pages, those that are nothing but the shopper's wait whole for the saved
// cart and sign-in (Restored); the others draw at once what is the same for everyone (docs/pages.md). And the
// operator's area, whose screens route the rest of the address from the operator's page table (contract/adminPages.ts).
import type { ComponentType, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ADMIN_AREA, inLanguage, LANGUAGES, pagesIn, type PageName, type PageSpec } from '../../contract';
import { AccountScreen } from '../features/account';
import { AdminGate } from '../features/admin';
import { ConfirmEmailScreen, ForgotPasswordScreen, LoginScreen, ResetPasswordScreen } from '../features/auth';
import { CollectionScreen, HomeScreen, ProductScreen } from '../features/browse';
import { CartScreen } from '../features/cart';
import { PlaceOrderScreen, VerifyScreen } from '../features/checkout';
import { AboutScreen, ContactScreen, DeliveryScreen, PrivacyScreen } from '../features/info';
import { OrderDetailScreen, OrdersScreen, PaymentRefundScreen } from '../features/orders';
import { AlertsConfirmScreen, AlertsUnsubscribeScreen, WishlistScreen } from '../features/wishlist';
import { Restored } from './Restored';

/** Each page's screen: a page in the table without a screen does not compile. */
export const SCREENS: Record<PageName, ComponentType> = {
  home: HomeScreen,
  collection: CollectionScreen,
  product: ProductScreen,
  about: AboutScreen,
  contact: ContactScreen,
  delivery: DeliveryScreen,
  privacy: PrivacyScreen,
  cart: CartScreen,
  login: LoginScreen,
  placeOrder: PlaceOrderScreen,
  orders: OrdersScreen,
  orderDetail: OrderDetailScreen,
  paymentRefund: PaymentRefundScreen,
  verify: VerifyScreen,
  account: AccountScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  confirmEmail: ConfirmEmailScreen,
  wishlist: WishlistScreen,
  alertsUnsubscribe: AlertsUnsubscribeScreen,
  alertsConfirm: AlertsConfirmScreen,
};

/** The shopper's own pages with nothing to draw before their saved state is known: an order, a payment's return, a link. */
const WAITS_WHOLE: ReadonlySet<string> = new Set<PageName>([
  'orderDetail',
  'paymentRefund',
  'verify',
  'confirmEmail',
  'alertsUnsubscribe',
  'alertsConfirm',
]);

/** A route for every page of `pages` in every language (`/collection`, `/hi/collection`), showing its screen. */
export function pageRoutes<Name extends string>(
  pages: Readonly<Record<Name, PageSpec>>,
  screens: Readonly<Record<Name, ComponentType>>,
) {
  return LANGUAGES.flatMap((language) =>
    (Object.entries(pagesIn(pages, language)) as [Name, PageSpec][]).map(([name, { path, shoppersOwn }]) => {
      const Screen: ComponentType = screens[name];
      return (
        <Route
          key={`${language}:${name}`}
          path={path}
          element={
            shoppersOwn && WAITS_WHOLE.has(name) ? (
              <Restored>
                <Screen />
              </Restored>
            ) : (
              <Screen />
            )
          }
        />
      );
    }),
  );
}

/**
 * The operator's area in every language (`/admin/*`, `/hi/admin/*`): the admin feature's gate, whose screens route the
 * rest of the address from the contract's admin page table (ADMIN_PAGES); anyone but an admin sees `notFound`.
 */
export function adminRoutes(notFound: ReactNode) {
  return LANGUAGES.map((language) => (
    <Route
      key={`admin:${language}`}
      path={`${inLanguage(ADMIN_AREA, language)}/*`}
      element={<AdminGate notFound={notFound} />}
    />
  ));
}
