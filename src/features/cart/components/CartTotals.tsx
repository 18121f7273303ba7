// CART TOTALS: subtotal, the delivery fee and the total, as the cart and checkout show them.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { AmountRows } from '../../../shared/ui/AmountRows';
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
      <Totals
        parts={[
          [t('cart.totals.subtotal'), subtotal],
          [t('cart.totals.shipping'), fee],
        ]}
        total={[t('cart.totals.total'), total]}
        language={language}
      />
    </section>
  );
}

const Totals = styled(AmountRows)`
  margin-top: ${({ theme }) => theme.space(2)};
`;
