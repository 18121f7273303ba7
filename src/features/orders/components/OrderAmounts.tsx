// An order's amounts on its page, from the money the server answers: the total and its parts (a cash order's cancelled
// pieces taken off), then how it was paid, what came back and how, and what is still to come back.
import styled from 'styled-components';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { AmountRows } from '../../../shared/ui/AmountRows';
import { orderAmounts } from '../orderDetail';
import type { OrderDetail } from '../ordersApi';

export function OrderAmounts({ order }: { order: Pick<OrderDetail, 'money' | 'paymentMethod'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amounts = orderAmounts(order);
  const rows = [
    ...amounts.payment.map(([part, rupees]) => [t(`orders.detail.money.${part}`), rupees] as const),
    ...amounts.back.map(([part, rupees]) => [t(`orders.detail.money.${part}`), rupees] as const),
  ];

  return (
    <>
      <AmountRows
        parts={amounts.parts.map(([part, rupees]) => [t(`orders.detail.${part}`), rupees] as const)}
        total={[t('orders.detail.total'), amounts.total]}
        language={language}
      />
      {rows.length > 0 && <Paid parts={rows} language={language} aria-label={t('orders.detail.money.paidAndBack')} />}
      {order.money.pending.payment > 0 && <Note>{t('orders.detail.money.bankDays')}</Note>}
    </>
  );
}

const Paid = styled(AmountRows)`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(1)};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
`;
