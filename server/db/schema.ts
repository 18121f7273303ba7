// Table shapes as Kysely sees them. Money is integer paise; lists and addresses are JSON text;
// flags are 0/1 integers so the same SQL serves SQLite and PostgreSQL.
import type { ColumnType } from 'kysely';

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased, so one address is one account however it is typed. */
  email: string;
  password_hash: string;
  created_at: number;
  /** 'shopper' (everyone who signs up) or 'admin' (granted by the operator's CLI). */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** Raised to sign the user out everywhere: a token carrying an older version is refused. */
  token_version: ColumnType<number, number | undefined, number>;
}

export type UserRole = 'shopper' | 'admin';

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  price_paise: number;
  /** JSON array of image URLs. */
  images: string;
  category: string;
  sub_category: string;
  /** JSON array of size labels. */
  sizes: string;
  bestseller: number;
  created_at: number;
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
  /** JSON array of product copies with size and quantity, prices in rupees as shown. */
  items: string;
  amount_paise: number;
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
}

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

/** Named counters; `catalog_version` rises with every change to the products. */
export interface ShopCountersTable {
  name: 'catalog_version';
  value: number;
}

export interface DB {
  users: UsersTable;
  products: ProductsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  sandbox_payments: SandboxPaymentsTable;
  shop_counters: ShopCountersTable;
  order_status_changes: OrderStatusChangesTable;
}
