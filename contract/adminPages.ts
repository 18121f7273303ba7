// The operator's pages: their table and the paths built from it, as contract/pages.ts holds the shop's. Imported from
// this file, not from the contract's index: only the operator's screens use it, and a shopper's first download, which
// takes the index, carries none of it.
import { ADMIN_AREA, filledPath, type ParamsArgument } from './index';

/**
 * The operator's pages, each under ADMIN_AREA: not the shop's pages (none is rendered by the server, indexed or
 * listed in the sitemap), but made and linked the same way, from one table.
 */
export const ADMIN_PAGES = {
  orders: { path: '/admin' },
  order: { path: '/admin/orders/:orderId' },
  returns: { path: '/admin/returns' },
  returnRequest: { path: '/admin/returns/:returnId' },
  products: { path: '/admin/products' },
  newProduct: { path: '/admin/products/new' },
  product: { path: '/admin/products/:productId' },
  stock: { path: '/admin/stock' },
  stockLedger: { path: '/admin/stock/:productId' },
  sizeCharts: { path: '/admin/size-charts' },
  reviews: { path: '/admin/reviews' },
  synonyms: { path: '/admin/search' },
  delivery: { path: '/admin/delivery' },
  accounts: { path: '/admin/accounts' },
  files: { path: '/admin/files' },
} as const satisfies Record<string, { path: `${typeof ADMIN_AREA}${string}` }>;

export type AdminPageName = keyof typeof ADMIN_PAGES;

/** An operator's page's address in English (`adminPath('order', { orderId })` is `/admin/orders/3f2a…`). */
export function adminPath<Name extends AdminPageName>(
  name: Name,
  ...[params]: ParamsArgument<(typeof ADMIN_PAGES)[Name]['path']>
): string {
  return filledPath(ADMIN_PAGES[name].path, params);
}

/** An operator's page's route pattern within ADMIN_AREA (`orders/:orderId`; the area's own page is ''). */
export const adminRoute = (name: AdminPageName): string =>
  ADMIN_PAGES[name].path.slice(ADMIN_AREA.length).replace(/^\//, '');
