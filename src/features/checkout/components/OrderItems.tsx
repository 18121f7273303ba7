// What is being bought, above the totals at checkout: each cart line's name, size, quantity and line total; an empty
// cart says so and leads back to the collection. While the cart is not known yet, one line's place is held.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { Skeleton, Title } from '../../../shared/ui/primitives';
import { lineTotal, selectCartItems } from '../../cart';
import { pagePath } from '../../../../contract';

export function OrderItems({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useAppSelector((state) => selectCartItems(state, language));
  return (
    <section aria-labelledby="order-items-title">
      <Title id="order-items-title" first={t('checkout.items.first')} second={t('checkout.items.second')} />
      {pending ? (
        <PendingLine role="status" aria-label={t('cart.loading')} />
      ) : items.length === 0 ? (
        <Empty>
          {t('checkout.items.empty')} <Link to={pagePath('collection')}>{t('checkout.items.browse')}</Link>
        </Empty>
      ) : (
        <Lines>
          {items.map(({ product, size, quantity }) => (
            <li key={`${product._id}:${size}`}>
              <span>
                {productIn(product, language).name}
                <small>{t('checkout.items.line', { size, quantity })}</small>
              </span>
              <span>{formatPrice(lineTotal(product.price, quantity), language)}</span>
            </li>
          ))}
        </Lines>
      )}
    </section>
  );
}

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  & li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.xs};
  }
  & li > span:last-child {
    white-space: nowrap;
  }
`;

/** A line's place: its name and its size and quantity under it, and the border it ends on. */
const PendingLine = styled(Skeleton)`
  height: 3.5rem;
  margin: 0 0 ${({ theme }) => theme.space(8)};
`;

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.size.sm};
`;
