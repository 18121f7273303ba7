// Each payment a provider took for an order, oldest first, as the operator matches it with the provider's dashboard:
// the provider, its payment id, amount, when it came (to the minute, the shop's time) and what it was for (it paid the
// order, or came when the order could not take it and is to be refunded, or was). On a phone, a card per payment.
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import type { AdminRefund, TakenPayment } from '../adminApi';
import { formatDateTime } from '../dateTime';
import { paymentOutcome } from '../orderSelectors';
import { DataTable } from './DataTable';
import { Part } from './ui';

/** The providers' own names, as their dashboards spell them (the same in every language). */
const PROVIDER_NAMES: Record<TakenPayment['provider'], string> = { razorpay: 'Razorpay', stripe: 'Stripe' };

export function OrderPayments({
  payments,
  refunds,
}: {
  payments: readonly TakenPayment[];
  refunds: readonly Pick<AdminRefund, 'paymentId' | 'state'>[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = [
    t('admin.paymentId'),
    t('admin.paymentProvider'),
    t('admin.amount'),
    t('admin.paymentTaken'),
    t('admin.paymentFor'),
  ];
  return (
    <Part aria-labelledby="admin-order-payments">
      <h3 id="admin-order-payments">{t('admin.payments')}</h3>
      {payments.length === 0 ? (
        <p>{t('admin.noPayments')}</p>
      ) : (
        <DataTable
          columns={columns}
          phoneLabels={columns}
          rows={payments}
          rowKey={(payment) => `${payment.provider}:${payment.paymentId}`}
          cells={(payment) => [
            payment.paymentId,
            PROVIDER_NAMES[payment.provider],
            formatPrice(payment.amount, language),
            formatDateTime(payment.takenAt, language),
            t(`admin.paymentOutcome.${paymentOutcome(payment, refunds)}`),
          ]}
        />
      )}
    </Part>
  );
}
