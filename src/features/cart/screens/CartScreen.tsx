// Cart: every line with its quantity, the totals and PROCEED TO CHECKOUT; an empty cart says so.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Link, useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { selectCartItems } from '../cartSelectors';
import { CartLineRow } from '../components/CartLineRow';
import { CartTotals } from '../components/CartTotals';
import { useCartProducts } from '../useCartProducts';

export default function CartScreen() {
  const { isLoading } = useCartProducts();
  const language = useLanguage();
  const items = useAppSelector((state) => selectCartItems(state, language));
  const navigate = useLocalNavigate();
  const { t } = useTranslation();

  if (isLoading) return <Skeleton $height="100vh" role="status" aria-label={t('cart.loading')} />;

  return (
    <Section aria-labelledby="cart-title">
      <Title as="h1" id="cart-title" first={t('cart.first')} second={t('cart.second')} />
      {items.length === 0 ? (
        <Empty>
          <Lead>{t('cart.empty')}</Lead>
          <Button as={Link} to="/collection">
            {t('cart.browse')}
          </Button>
        </Empty>
      ) : (
        <>
          <Lines aria-label={t('cart.lines')}>
            {items.map((item) => (
              <CartLineRow key={item.id} item={item} />
            ))}
          </Lines>
          <Summary>
            <CartTotals />
            <Button type="button" onClick={() => void navigate('/place-order')}>
              {t('cart.checkout')}
            </Button>
          </Summary>
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  justify-items: end;
  margin: ${({ theme }) => theme.space(16)} 0 0 auto;
  ${media.sm} {
    width: 28rem;
  }
  & > section {
    width: 100%;
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;
