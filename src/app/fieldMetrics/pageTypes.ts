// The page type a report names for each page of the table (contract/pages.ts): the pages shoppers buy through have one
// each (an order's page is among the orders), the rest are `other`, as is an address of no page.
import type { FieldPageType, PageName } from '../../../contract';
import { matchPage } from '../page/pages';

const PAGE_TYPE_OF: Readonly<Record<PageName, FieldPageType>> = {
  home: 'home',
  collection: 'collection',
  product: 'product',
  cart: 'cart',
  login: 'login',
  placeOrder: 'placeOrder',
  orders: 'orders',
  orderDetail: 'orders',
  paymentRefund: 'orders',
  account: 'account',
  about: 'other',
  contact: 'other',
  delivery: 'other',
  privacy: 'other',
  verify: 'other',
  forgotPassword: 'other',
  resetPassword: 'other',
  confirmEmail: 'other',
  wishlist: 'other',
  alertsUnsubscribe: 'other',
  alertsConfirm: 'other',
};

/** The page type of an address, in any language (`/hi/product/abc` is `product`). */
export function pageTypeOf(pathname: string): FieldPageType {
  const { name } = matchPage(pathname);
  return name === 'notFound' ? 'other' : PAGE_TYPE_OF[name];
}
