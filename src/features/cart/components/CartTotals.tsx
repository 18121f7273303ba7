// CART TOTALS: subtotal, the delivery fee and the total, as the cart and checkout show them.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Title } from '../../../shared/ui/primitives';
import { selectCartSubtotal, selectCartTotal, selectDeliveryFee } from '../cartSelectors';

export function CartTotals() {
  const { t } = useTranslation();
  const language = useLanguage();
  const subtotal = useAppSelector(selectCartSubtotal);
  const fee = useAppSelector(selectDeliveryFee);
  const total = useAppSelector(selectCartTotal);
  return (
    <section aria-labelledby="totals-title">
      <Title id="totals-title" first={t('cart.totals.first')} second={t('cart.totals.second')} />
      <Rows>
        <div>
          <dt>{t('cart.totals.subtotal')}</dt>
          <dd>{formatPrice(subtotal, language)}</dd>
        </div>
        <div>
          <dt>{t('cart.totals.shipping')}</dt>
          <dd>{formatPrice(fee, language)}</dd>
        </div>
        <div>
          <dt>
            <strong>{t('cart.totals.total')}</strong>
          </dt>
          <dd>
            <strong>{formatPrice(total, language)}</strong>
          </dd>
        </div>
      </Rows>
    </section>
  );
}

const Rows = styled.dl`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.size.sm};
  & div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & div:last-child {
    border-bottom: 0;
  }
  & dt,
  & dd {
    margin: 0;
  }
`;
