// CART TOTALS: subtotal, the delivery fee and the total, as the cart and checkout show them; while the cart is not
// known yet (read back from the browser, its products on their way) the amounts hold their place.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { AmountRows } from '../../../shared/ui/AmountRows';
import { Title } from '../../../shared/ui/primitives';
import { selectCartSubtotal, selectCartTotal, selectDeliveryFee } from '../cartSelectors';

export function CartTotals({ pending = false }: { pending?: boolean }) {
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
        pending={pending}
      />
    </section>
  );
}

const Totals = styled(AmountRows)`
  margin-top: ${({ theme }) => theme.space(2)};
`;
