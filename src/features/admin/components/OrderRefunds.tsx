// An order's refunds, oldest first: amount, state (one the provider refused: to send again), the tries sent, the
// provider's id (what the shopper's bank knows it by), the shop's reason and the day it was asked for. On a phone, a
// card per refund.
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import type { AdminRefund } from '../adminApi';
import { DataTable } from './DataTable';

export function OrderRefunds({ refunds }: { refunds: readonly AdminRefund[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = [
    t('admin.amount'),
    t('admin.refundState'),
    t('admin.refundTries'),
    t('admin.providerRefundId'),
    t('admin.reason'),
    t('admin.refundDate'),
  ];
  return (
    <Part>
      <h3>{t('admin.refunds')}</h3>
      {refunds.length === 0 ? (
        <p>{t('admin.noRefunds')}</p>
      ) : (
        <DataTable
          columns={columns}
          phoneLabels={columns}
          rows={refunds}
          rowKey={(refund) => refund.id}
          cells={(refund) => [
            formatPrice(refund.amount, language),
            refund.toSendAgain ? t('admin.refundToSendAgain') : t(`admin.refundStateName.${refund.state}`),
            String(refund.attempts),
            refund.providerRefundId ?? t('admin.noProviderRefundId'),
            refund.reason,
            formatDate(refund.date, language),
          ]}
        />
      )}
    </Part>
  );
}

/** A grid item as narrow as the screen, so the table never widens the page on a phone. */
const Part = styled.div`
  min-width: 0;
`;
