// Table shapes as Kysely sees them. Money is integer paise; lists and addresses are JSON text;
// flags are 0/1 integers so the same SQL serves SQLite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely';
import type { FitAnswer, Language, RefundState } from '../../contract';

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased, so one address is one account however it is typed. */
  email: string;
  password_hash: string;
  created_at: number;
  /** 'shopper' (everyone who signs up) or 'admin' (given by the operator's CLI or an admin; role_changes records it). */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** Raised to sign the user out everywhere: a token carrying an older version is refused. */
  token_version: ColumnType<number, number | undefined, number>;
  /** When the owner of the e-mail followed the confirmation link (accounts from before 0012: their creation). */
  email_confirmed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the owner closed the account: its personal fields are gone and its e-mail may sign up again. */
  closed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export type UserRole = 'shopper' | 'admin';

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  /** The name and description in Hindi, when the product has them (migration 0011). */
  name_hi: string | null;
  description_hi: string | null;
  price_paise: number;
  /** JSON array of image URLs. */
  images: string;
  category: string;
  sub_category: string;
  /** JSON array of size labels. */
  sizes: string;
  bestseller: number;
  created_at: number;
  /** 1, or 0 for a product the shop takes no returns or exchanges of (migration 0018). */
  returnable: ColumnType<number, number | undefined, number>;
}

export interface CartItemsTable {
  user_id: string;
  product_id: string;
  size: string;
  quantity: number;
  updated_at: number;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  amount_paise: number;
  /** The delivery fee as charged, in paise (0 for an exchange's order; migration 0028). */
  delivery_fee_paise: ColumnType<number, number | undefined, number>;
  /** JSON object with the delivery address fields. */
  address: string;
  status: string;
  payment_method: string;
  payment: number;
  created_at: number;
  /** Stripe Checkout Session id or Razorpay order id; written once. */
  provider_ref: string | null;
  /** The checkout page of a Stripe session, so a repeated start answers it without asking Stripe again. */
  provider_url: string | null;
  /** While set and in the future, one request is asking the provider for this order's session or order. */
  provider_claimed_until: number | null;
  /** Stripe PaymentIntent id or Razorpay payment id, once paid. */
  payment_ref: string | null;
  paid_at: number | null;
  /** What the order did to the stock (StockState); null for orders from before the shop counted stock. */
  stock_state: ColumnType<StockState | null, StockState | null | undefined, StockState | null>;
  /** While the order holds its units for a payment: when the hold ends. Null otherwise. */
  stock_held_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** The storefront origin a card checkout returns the shopper to (the request's that started it); null otherwise. */
  return_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the shop cancelled the order's payment when a catalog change did (CancelReason); null otherwise. */
  cancel_reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
  /** When the shop last asked the provider about this waiting order (one process at a time asks). */
  reconciled_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Store credit the order spent, in paise (amount_paise is what is left to pay). */
  credit_paise: ColumnType<number, number | undefined, number>;
  /** An exchange's new order: the order whose pieces it replaces in another size. */
  exchange_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shopper's language when ordering (en, hi). */
  language: ColumnType<string, string | undefined, string>;
}

/**
 * One line of an order (migration 0028): the product, size and quantity as ordered, one piece's price and the line's
 * discount in paise, and the product as it was sold. Cancelled and returned pieces are recorded apart.
 */
export interface OrderLinesTable {
  order_id: string;
  /** 1 for the order's first line: its pieces are `<position>.<unit>` (contract unitId). */
  position: number;
  product_id: string;
  size: string;
  quantity: number;
  /** One piece's price as sold, GST included. */
  unit_price_paise: number;
  /** What the line's pieces together were given off. */
  discount_paise: ColumnType<number, number | undefined, number>;
  name: string;
  name_hi: string | null;
  description: string;
  description_hi: string | null;
  /** JSON array of the shop's picture paths; the first is the line's picture. */
  pictures: string;
  category: string;
  sub_category: string;
  /** JSON array of the sizes the product was sold in. */
  sizes: string;
  bestseller: number;
  /** 1, or 0 for a piece the shop takes no returns or exchanges of. */
  returnable: number;
  /** The product type's HSN code when sold; null: the invoice names the one the shop gives the type. */
  hsn_code: string | null;
}

/** A product of a payment's order left the catalog, or is sold at another price now, while the payment waited. */
export type CancelReason = 'product removed' | 'price changed';

/**
 * held: its units are kept for its payment; sold: taken by a placed order; released: a hold given back (the payment
 * was cancelled, failed or expired); restocked: a sold order's units put back when it was cancelled.
 */
export type StockState = 'held' | 'sold' | 'released' | 'restocked';

/**
 * Units on the shelf per product and size, held units already taken out: what can be sold now. Every write names why
 * (`last_*`, `updated_at`): the database's trigger copies them into the ledger entry it writes for the change.
 */
export interface ProductStockTable {
  product_id: string;
  size: string;
  quantity: number;
  updated_at: number;
  last_reason: StockReason;
  last_order_id: string | null;
  last_by: string | null;
}

/** Every change of stock, with why and for which order: the shelf's history, written by product_stock's trigger. */
/**
 * A size's restock (its units from none to some), written by product_stock's trigger (migration 0030) and claimed,
 * then deleted, by the alerts wing, which ends the alerts waiting for it. Numbered by the database, never twice.
 */
export interface StockRestocksTable {
  id: Generated<number>;
  product_id: string;
  size: string;
  /** The database's clock, in milliseconds since 1970. */
  restocked_at: number;
}

export interface StockLedgerTable {
  id: Generated<number>;
  product_id: string;
  size: string;
  /** Units added (positive) or taken (negative); 0 when a hold became a sale. */
  delta: number;
  /** The stock after the change. */
  balance: number;
  reason: StockReason;
  order_id: string | null;
  /** The operator (an admin's e-mail, the CLI's user) for changes they made. */
  changed_by: string | null;
  at: number;
}

/** `removed`: a size the product no longer sells, or a product removed, left the shelf with its units. */
export type StockReason =
  | 'set'
  | 'import'
  | 'sale'
  | 'hold'
  | 'release'
  | 'cancel'
  | 'removed'
  // A returned piece back on the shelf; a size kept for an exchange (or given back when the exchange is rejected).
  | 'return'
  | 'exchange';

/** What the offline sandbox providers remember: sessions (Stripe-like) and orders (Razorpay-like). */
export interface SandboxPaymentsTable {
  id: string;
  provider: 'stripe' | 'razorpay';
  idempotency_key: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  /** Our order id (Stripe metadata.orderId, Razorpay receipt). */
  reference: string;
  /** Stripe: open | complete | expired; Razorpay: created | paid. */
  status: string;
  /** JSON: line items, return URLs, the payment id once paid. */
  details: string;
  created_at: number;
}

/** A provider's webhook event the shop has applied (each once). */
export interface PaymentEventsTable {
  provider: 'stripe' | 'razorpay';
  event_id: string;
  type: string;
  received_at: number;
}

/** A payment a provider took, recorded once by its id: what it paid, or that it is refunded. */
export interface ProviderPaymentsTable {
  provider: 'stripe' | 'razorpay';
  payment_id: string;
  order_id: string;
  amount_paise: number;
  outcome: 'paid' | 'refund';
  taken_at: number;
}

/** Money the shop asked a provider to send back, and what the provider said of it. */
export interface RefundsTable {
  id: string;
  order_id: string;
  provider: 'stripe' | 'razorpay';
  payment_id: string;
  amount_paise: number;
  reason: string;
  refund_key: string;
  state: RefundState;
  provider_refund_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  failure: string | null;
  requested_by: string;
  created_at: number;
  updated_at: number;
  /** The sender sending it now (migration 0025), until claimed_until on the database's clock; null when none is. */
  claim_id: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_until: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each status an operator gave an order: the audit trail of its lifecycle. */
export interface OrderStatusChangesTable {
  id: string;
  order_id: string;
  from_status: string;
  to_status: string;
  /** The operator: an admin's e-mail address, or the CLI's user name. */
  changed_by: string;
  changed_at: number;
}

/**
 * Named counters; `catalog_version` rises with every change to the products (and to the search's synonyms);
 * `search_index_version` is the way of writing words the search's index was built with (catalog/searchIndex.ts).
 */
export interface ShopCountersTable {
  name: 'catalog_version' | 'search_index_version';
  value: number;
}

/**
 * SQLite only: every product's names (English and Hindi) in an FTS5 index with the trigram tokenizer, for "name
 * contains" (migrations 0008 and 0011). Triggers on products write it; PostgreSQL indexes lower(name) and
 * lower(name_hi) with pg_trgm instead.
 */
export interface ProductSearchTable {
  product_id: string;
  name: string;
  name_hi: string | null;
}

/**
 * Search that forgives (migration 0023): each product's words as the search compares them (catalog/searchWords.ts),
 * its names' words as written between spaces, in lower case, and its category's and type's.
 */
export interface ProductWordsTable {
  /** The product's number (product_search_keys). */
  product_key: number;
  word: string;
  /** Where the product has the word: its name as compared, its name as written, or its shelf (WORD_SOURCE). */
  source: number;
}

/** The catalog's words, with how many products have each (0 once none has it any more; the word is kept). */
export interface SearchWordsTable {
  word: string;
  products: number;
  /** 1 for a word with a letter, 0 for a number (a style number, say). */
  letters: number;
}

/** The spellings a word is known by: itself, and a Hindi word's Latin spelling (catalog/hinglish.ts). */
export interface SearchFormsTable {
  form: string;
  word: string;
}

/** Each spelling with up to two letters left out (never the first), to find the spellings near a typed word. */
export interface SearchSpellingsTable {
  variant: string;
  form: string;
}

/** The operator's synonyms: groups of words that mean the same in a search. */
export interface SearchSynonymsTable {
  id: string;
  /** JSON array of the group's words, lower case. */
  words: string;
  created_at: number;
}

/**
 * Each product's number, given when it is added (triggers on products write it): the FTS5 index's rowid on SQLite
 * (0008), and the words' index's name for the product on both databases (0023).
 */
export interface ProductSearchKeysTable {
  key: Generated<number>;
  product_id: string;
}

/** A logged-out token, by its SHA-256, refused until it would have expired (migration 0009; logouts since 0013 end
 * the session instead). */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: number;
}

/** A logged-out session: each of its tokens is refused until the last one issued would have expired (migration 0013). */
export interface RevokedSessionsTable {
  session_id: string;
  expires_at: number;
}

/** Recent failed logins at one e-mail: its next attempt waits until `next_allowed_at` (migration 0009). */
export interface LoginAttemptsTable {
  email: string;
  failures: number;
  last_attempt_at: number;
  next_allowed_at: number;
}

/** A single-use link sent by e-mail (migration 0012): a password reset or an e-mail confirmation. */
export interface AccountLinksTable {
  /** SHA-256 of the token, base64url. */
  token_hash: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  /** The address it was sent to. */
  email: string;
  created_at: number;
  expires_at: number;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export type AccountLinkPurpose = 'reset' | 'confirm';

/** A shopper's saved delivery address (migration 0012). */
export interface SavedAddressesTable {
  id: string;
  user_id: string;
  /** JSON object with the delivery address fields, as an order's. */
  address: string;
  created_at: number;
  updated_at: number;
}

/** Each role an account was given (migration 0015): who gave it and when. */
export interface RoleChangesTable {
  id: string;
  user_id: string;
  from_role: UserRole;
  to_role: UserRole;
  /** Who made it: an admin's e-mail at the time, or the command line's `cli:<user>`. */
  changed_by: string;
  /** The admin's account; null for the command line. */
  changed_by_user_id: string | null;
  changed_at: number;
}

/** An e-mail to send, written with what causes it and sent from here with retries (migration 0012). */
export interface MailOutboxTable {
  id: string;
  kind: string;
  /** Unique: the same message is written once however often its cause happens. */
  dedupe_key: string;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  claimed_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** The token of the claim under way (`<process> <random>`), checked when the row is marked (migration 0014). */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The process that sent the message (`<host>:<pid>`; migration 0014). */
  sent_by: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  delivery_zones: DeliveryZonesTable;
  delivery_areas: DeliveryAreasTable;
  delivery_settings: DeliverySettingsTable;
  users: UsersTable;
  products: ProductsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  sandbox_payments: SandboxPaymentsTable;
  shop_counters: ShopCountersTable;
  order_status_changes: OrderStatusChangesTable;
  product_stock: ProductStockTable;
  stock_ledger: StockLedgerTable;
  product_search: ProductSearchTable;
  revoked_tokens: RevokedTokensTable;
  revoked_sessions: RevokedSessionsTable;
  login_attempts: LoginAttemptsTable;
  account_links: AccountLinksTable;
  saved_addresses: SavedAddressesTable;
  role_changes: RoleChangesTable;
  mail_outbox: MailOutboxTable;
  payment_events: PaymentEventsTable;
  provider_payments: ProviderPaymentsTable;
  refunds: RefundsTable;
  order_unit_claims: OrderUnitClaimsTable;
  order_cancellations: OrderCancellationsTable;
  return_requests: ReturnRequestsTable;
  return_steps: ReturnStepsTable;
  store_credit: StoreCreditTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_series: InvoiceSeriesTable;
  invoice_shop: InvoiceShopTable;
  invoice_hsn: InvoiceHsnTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  credit_note_series: CreditNoteSeriesTable;
  tax_document_files: TaxDocumentFilesTable;
  size_charts: SizeChartsTable;
  product_size_charts: ProductSizeChartsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  review_decisions: ReviewDecisionsTable;
  review_photos: ReviewPhotosTable;
  review_version: ReviewVersionTable;
  wishlist_items: WishlistItemsTable;
  stock_alerts: StockAlertsTable;
  stock_restocks: StockRestocksTable;
  product_search_keys: ProductSearchKeysTable;
  product_words: ProductWordsTable;
  search_words: SearchWordsTable;
  search_forms: SearchFormsTable;
  search_spellings: SearchSpellingsTable;
  search_synonyms: SearchSynonymsTable;
}

/** Each piece of an order claimed once, by a cancellation or a return request (migration 0018). */
export interface OrderUnitClaimsTable {
  order_id: string;
  unit: string;
  claim: 'cancel' | 'return';
  claim_id: string;
}

export interface OrderCancellationsTable {
  id: string;
  order_id: string;
  units: string;
  amount_paise: number;
  reason: string;
  cancelled_by: string;
  created_at: number;
}

export interface ReturnRequestsTable {
  id: string;
  order_id: string;
  user_id: string;
  units: string;
  reason: string;
  kind: 'refund' | 'exchange';
  refund_route: 'provider' | 'storeCredit' | 'bank' | null;
  payout_to: string | null;
  payout_reference: string | null;
  exchange_size: string | null;
  exchange_order_id: string | null;
  state: 'requested' | 'approved' | 'pickedUp' | 'received' | 'refunded' | 'exchanged' | 'rejected';
  language: string;
  amount_paise: number;
  reject_reason: string | null;
  damaged_units: string | null;
  created_at: number;
  updated_at: number;
}

export interface ReturnStepsTable {
  id: string;
  request_id: string;
  from_state: string | null;
  to_state: string;
  changed_by: string;
  changed_at: number;
  note: string | null;
}

export interface StoreCreditTable {
  id: string;
  user_id: string;
  amount_paise: number;
  reason: 'return' | 'spent' | 'restored';
  source_key: string;
  order_id: string | null;
  created_at: number;
}

/** An order's GST tax invoice, one per order, numbered per financial year (migration 0019). */
export interface InvoicesTable {
  id: string;
  /** KAP/26-27/000001: at most 16 characters, as GST allows (the short year; financial_year is the long one). */
  number: string;
  /** 2026-27: April to March. */
  financial_year: string;
  sequence: number;
  order_id: string;
  user_id: string;
  issued_at: number;
  /** JSON: the seller's GSTIN, legal name, address and state as issued. */
  seller: string;
  /** JSON: the delivery address. */
  buyer: string;
  buyer_state: string;
  /** 1: CGST + SGST; 0: IGST. */
  intra_state: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  line_no: number;
  kind: 'goods' | 'delivery';
  name: string;
  name_hi: string | null;
  size: string | null;
  /** HSN of goods, SAC of the delivery fee. */
  hsn: string;
  quantity: number;
  rate_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** The order's line (1 for the first) a goods line bills; null for the delivery fee (migration 0021). */
  order_line: number | null;
}

/** The last invoice number given in a financial year. */
export interface InvoiceSeriesTable {
  financial_year: string;
  last_number: number;
}

/** The shop's tax particulars as the server last started with them (one row, id 'shop'). */
export interface InvoiceShopTable {
  id: string;
  gstin: string;
  legal_name: string;
  address: string;
  state: string;
  delivery_fee_rate: number;
}

/** The HSN code of each product type (the catalog's subCategory). */
export interface InvoiceHsnTable {
  product_type: string;
  hsn: string;
}

/** A GST credit note against an order's invoice: a cancellation, a return or a refund (migration 0021). */
export interface CreditNotesTable extends Omit<InvoicesTable, 'seller' | 'buyer'> {
  /** KCN/26-27/000001 */
  number: string;
  invoice_id: string;
  reason: 'cancellation' | 'return' | 'refund';
  /** The cancellation's, return request's or refund's id: one credit note each. */
  source_id: string;
}

/** A credit note's line: what it takes off one line of the invoice, at that line's rate. */
export interface CreditNoteLinesTable extends Omit<InvoiceLinesTable, 'invoice_id' | 'order_line'> {
  credit_note_id: string;
  /** The invoice line it reverses. */
  invoice_line_no: number;
  /** The pieces it takes back; 0 for part of a line's value. */
  quantity: number;
}

/** The last credit note number given in a financial year. */
export interface CreditNoteSeriesTable {
  financial_year: string;
  last_number: number;
}

/** An invoice's or a credit note's PDF, made once and kept (migration 0026). */
export interface TaxDocumentFilesTable {
  document_id: string;
  kind: 'invoice' | 'credit-note';
  bytes: Buffer;
  etag: string;
  created_at: number;
}

/** Where the shop delivers and when (migration 0020, the places wing). */
export interface DeliveryZonesTable {
  zone: string;
  days: number;
  delivers: number;
  cod: number;
}

export interface DeliveryAreasTable {
  area: string;
  delivers: number | null;
  cod: number | null;
}

export interface DeliverySettingsTable {
  key: string;
  value: string;
}

/** A product type's size chart (migration 0024, the sizing wing): one per category and type (the products' subCategory). */
export interface SizeChartsTable {
  category: string;
  type: string;
  /** JSON: the SizeChart (contract/reviews.ts), every measure in centimetres. */
  chart: string;
  updated_at: number;
  /** The operator's e-mail, or what wrote it (the migration's standard charts). */
  updated_by: string;
}

/** A product's own size chart, which takes the place of its type's (migration 0024, the sizing wing). */
export interface ProductSizeChartsTable {
  product_id: string;
  chart: string;
  updated_at: number;
  updated_by: string;
}

/**
 * A buyer's review of one delivered order line (migration 0024, the reviews wing): once per order, product and size.
 * Title and body are plain text as the buyer wrote them (trimmed), never markup.
 */
export interface ReviewsTable {
  id: string;
  user_id: string;
  order_id: string;
  product_id: string;
  size: string;
  stars: number;
  fit: FitAnswer;
  title: string | null;
  body: string | null;
  /** The picture's path under /images/, as a product photo's. */
  photo: string | null;
  language: Language;
  /** The buyer's first name when the review was written. */
  author: string;
  /** The product's name when the review was written (the operator's list names a removed product by it). */
  product_name: string;
  created_at: number;
  /** 1 while the operator hides it: out of every answer shoppers get, and of the summary. */
  hidden: ColumnType<number, number | undefined, number>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A shopper's report of a review, once per shopper and review; settled when the operator next hides or shows it. */
export interface ReviewReportsTable {
  review_id: string;
  user_id: string;
  reason: string;
  created_at: number;
  settled_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each time the operator hid or showed a review, with their reason: the moderation's history. */
export interface ReviewDecisionsTable {
  id: string;
  review_id: string;
  hidden: number;
  reason: string;
  decided_by: string;
  decided_at: number;
}

/** A photo a shopper uploaded for a review: only its uploader may put it in a review. */
export interface ReviewPhotosTable {
  id: string;
  user_id: string;
  /** The picture's path under /images/; null while it is being made (the upload counts from its start). */
  photo: string | null;
  created_at: number;
}

/** One row, `reviews`: raised by every change of what shoppers see of reviews, so each process's kept answers renew. */
export interface ReviewVersionTable {
  name: 'reviews';
  value: number;
}

/** A product a shopper saved to their wishlist (migration 0022, the wishlist wing): once per product and account. */
export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  /** The product's price when it was first saved, which a later price drop is measured against. */
  saved_price_paise: number;
  saved_at: number;
}

/**
 * A request to hear by e-mail when a sold-out size is back (migration 0022, the alerts wing): once per address,
 * product and size. Once confirmed, the size's next restock (stock_restocks) ends it, and the alerts wing writes its
 * mail's request to the outbox in the same transaction.
 */
export interface StockAlertsTable {
  id: string;
  product_id: string;
  size: string;
  /** Lower-cased, as an account's. */
  email: string;
  /** The language of the request that signed up, which the mail is written in. */
  language: string;
  created_at: number;
  /** When the address's owner confirmed the alert (migration 0027); null: not yet, and no restock mails it. */
  confirmed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its last confirmation mail was written: at most one an hour. */
  confirmation_mailed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The number of the size's last restock (stock_restocks.id, 0 for none) when the alert began to wait confirmed
   * (migration 0030): later restocks end it. Null while it is not confirmed.
   */
  waiting_since_restock: ColumnType<number | null, number | null | undefined, number | null>;
}
