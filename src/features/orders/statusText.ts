// An order's status, payment method and refunds in the shopper's language.
import { orderStatusName, type Language } from '../../../contract';
import { formatPrice } from '../../shared/format/money';
import type { Translate } from '../../shared/i18n';
import type { Refund } from './ordersApi';

/** The payment methods the catalogs name (the API's names: COD, Stripe, Razorpay); others show as the server names them. */
type NamedMethod = 'COD' | 'Stripe' | 'Razorpay';
const isNamed = (method: string): method is NamedMethod =>
  method === 'COD' || method === 'Stripe' || method === 'Razorpay';

/** A status in the shopper's language; one this storefront does not know shows as the server wrote it. */
export function statusText(status: string, t: Translate): string {
  const name = orderStatusName(status);
  return name ? t(`orders.statuses.${name}`) : status;
}

/** What the shopper paid with: "Card", "UPI, card, net banking or wallet", "Cash on delivery". */
export function methodText(method: string, t: Translate): string {
  return isNamed(method) ? t(`orders.methods.${method}`) : method;
}

/** The same with the provider an online payment went through ("Card, through Stripe"), for the order's page. */
export function methodThroughText(method: string, t: Translate): string {
  return method === 'Stripe' || method === 'Razorpay' ? t(`orders.methodsThrough.${method}`) : methodText(method, t);
}

/** "Refund of ₹1,299 processed", or pending with the bank, or failed (the shop tries again). */
export function refundText(refund: Pick<Refund, 'amount' | 'state'>, t: Translate, language: Language): string {
  return t(`orders.detail.refund.${refund.state}`, { amount: formatPrice(refund.amount, language) });
}
