// An order's refunds, oldest first: amount, state (one the provider refused: to send again), the tries sent, the
// provider's id (what the shopper's bank knows it by), the shop's reason and the day it was asked for. On a phone, a
// card per refund.
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage } from '../../../shared/i18n';
import type { AdminRefund } from '../adminApi';
import { DataTable } from './DataTable';
import { useAdminText } from './useAdminText';

export function OrderRefunds({ refunds }: { refunds: readonly AdminRefund[] }) {
  const text = useAdminText();
  const language = useLanguage();
  const columns = [
    text.amount,
    text.refundState,
    text.refundTries,
    text.providerRefundId,
    text.reason,
    text.refundDate,
  ];
  return (
    <Part>
      <h3>{text.refunds}</h3>
      {refunds.length === 0 ? (
        <p>{text.noRefunds}</p>
      ) : (
        <DataTable
          columns={columns}
          phoneLabels={columns}
          rows={refunds}
          rowKey={(refund) => refund.id}
          cells={(refund) => [
            formatPrice(refund.amount, language),
            refund.toSendAgain ? text.refundToSendAgain : text.refundStateName(refund.state),
            String(refund.attempts),
            refund.providerRefundId ?? text.noProviderRefundId,
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
