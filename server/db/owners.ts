// Which wing owns each table: only code in that wing's folder (server/<wing>/) names the table in SQL; every other
// part of the server reaches its rows through the owner's face (a function of its index.ts, or a hook the caller
// composes). server/test/tableOwnership.test.ts holds the tree to it; migrations are exempt.
import type { DB } from './schema';

/** The wings that own tables, by folder name under server/. */
export type TableOwner =
  | 'accounts'
  | 'afterSale'
  | 'alerts'
  | 'catalog'
  | 'invoices'
  | 'mail'
  | 'orders'
  | 'payments'
  | 'places'
  | 'reviews'
  | 'sizing'
  | 'stock'
  | 'wishlist';

/**
 * Tables outside the schema both databases share: `pictures` (PostgreSQL only), and the FTS5 table of the search's
 * spellings (SQLite only).
 */
type OtherTable = 'pictures' | 'search_form_trigrams';

export const TABLE_OWNERS = {
  users: 'accounts',
  revoked_tokens: 'accounts',
  revoked_sessions: 'accounts',
  login_attempts: 'accounts',
  account_links: 'accounts',
  saved_addresses: 'accounts',
  role_changes: 'accounts',
  products: 'catalog',
  product_search: 'catalog',
  product_search_keys: 'catalog',
  shop_counters: 'catalog',
  pictures: 'catalog',
  product_words: 'catalog',
  search_words: 'catalog',
  search_forms: 'catalog',
  search_spellings: 'catalog',
  search_form_trigrams: 'catalog',
  search_synonyms: 'catalog',
  product_stock: 'stock',
  stock_ledger: 'stock',
  stock_restocks: 'stock',
  orders: 'orders',
  order_lines: 'orders',
  order_status_changes: 'orders',
  cart_items: 'orders',
  sandbox_payments: 'payments',
  payment_events: 'payments',
  provider_payments: 'payments',
  refunds: 'payments',
  order_unit_claims: 'orders',
  order_cancellations: 'afterSale',
  return_requests: 'afterSale',
  return_steps: 'afterSale',
  store_credit: 'afterSale',
  mail_outbox: 'mail',
  delivery_zones: 'places',
  delivery_areas: 'places',
  delivery_settings: 'places',
  invoices: 'invoices',
  invoice_lines: 'invoices',
  invoice_series: 'invoices',
  invoice_shop: 'invoices',
  invoice_hsn: 'invoices',
  credit_notes: 'invoices',
  credit_note_lines: 'invoices',
  credit_note_series: 'invoices',
  tax_document_files: 'invoices',
  size_charts: 'sizing',
  product_size_charts: 'sizing',
  reviews: 'reviews',
  review_reports: 'reviews',
  review_decisions: 'reviews',
  review_photos: 'reviews',
  review_version: 'reviews',
  wishlist_items: 'wishlist',
  stock_alerts: 'alerts',
} as const satisfies Record<keyof DB | OtherTable, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;
