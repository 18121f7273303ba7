// An order's status, payment method and refunds in the shopper's language.
import { orderStatusName, type Language } from '../../../contract';
import { formatPrice } from '../../shared/format/money';
import type { Translate } from '../../shared/i18n';
import type { Refund } from './ordersApi';

/** The payment methods the catalogs name; others show as the server names them. */
const METHOD_KEYS: Record<string, 'orders.methods.COD'> = { COD: 'orders.methods.COD' };

/** A status in the shopper's language; one this storefront does not know shows as the server wrote it. */
export function statusText(status: string, t: Translate): string {
  const name = orderStatusName(status);
  return name ? t(`orders.statuses.${name}`) : status;
}

export function methodText(method: string, t: Translate): string {
  const key = METHOD_KEYS[method];
  return key ? t(key) : method;
}

/** "Refund of ₹1,299 processed", or pending with the bank, or failed (the shop tries again). */
export function refundText(refund: Pick<Refund, 'amount' | 'state'>, t: Translate, language: Language): string {
  return t(`orders.detail.refund.${refund.state}`, { amount: formatPrice(refund.amount, language) });
}
