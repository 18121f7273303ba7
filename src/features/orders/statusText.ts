// An order's status and payment method in the shopper's language.
import { orderStatusName } from '../../../contract';
import type { Translate } from '../../shared/i18n';

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
