import { orderStatusName } from '../../../../contract';
import { useTranslation, type MessageKey } from '../../../shared/i18n';
import { statusText } from '../../orders';

/** The statuses of an online payment that has not come (the shopper never sees these), by their words' keys. */
const PAYMENT_STATUSES: Readonly<Record<string, MessageKey>> = {
  'Awaiting Payment': 'admin.paymentStatusName.awaitingPayment',
  'Payment Failed': 'admin.paymentStatusName.paymentFailed',
  'Payment Expired': 'admin.paymentStatusName.paymentExpired',
};

/**
 * An order's status in the page's language: the lifecycle's as the shopper's pages name it, an online payment's that has
 * not come in the admin's words. The API is sent the English name.
 */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => {
    if (orderStatusName(status)) return statusText(status, t);
    const key = PAYMENT_STATUSES[status];
    return key ? t(key) : status;
  };
}
