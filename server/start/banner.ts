// The lines a person reads when the shop is ready: where it is, which database, how many products, how it takes money.
import type { Config, PaymentMethodName } from '../config';
import type { Payments } from '../payments';

/** The database without its password: a SQLite file, or PostgreSQL's host and database name. */
export function describeDatabase(databaseUrl: string): string {
  if (databaseUrl.startsWith('sqlite:')) return `SQLite file ${databaseUrl.slice('sqlite:'.length)}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}/${url.pathname.slice(1)}`;
}

/** Each way to pay and whether it is live, a sandbox (where no money moves) or off. */
export function describePayments({ methods, sandbox }: Pick<Payments, 'methods' | 'sandbox'>): string {
  const state = (method: PaymentMethodName) => {
    if (!methods.includes(method)) return 'off';
    return (sandbox as PaymentMethodName[]).includes(method) ? 'sandbox' : 'live';
  };
  return `cash on delivery ${methods.includes('cod') ? 'on' : 'off'}, Stripe ${state('stripe')}, Razorpay ${state('razorpay')}`;
}

export interface ReadyShop {
  config: Pick<Config, 'publicUrl' | 'databaseUrl'>;
  payments: Pick<Payments, 'methods' | 'sandbox'>;
  products: number;
}

export function readyBanner({ config, payments, products }: ReadyShop): string {
  return [
    '',
    `  Kapda is ready at ${config.publicUrl}`,
    `  database   ${describeDatabase(config.databaseUrl)}`,
    `  catalog    ${products} products`,
    `  payments   ${describePayments(payments)}`,
    '',
  ].join('\n');
}
