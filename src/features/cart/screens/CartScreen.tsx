// Cart: every line with its quantity, the totals and PROCEED TO CHECKOUT; an empty cart says so. Until the cart is
// known (the server never knows it; the browser reads it back, then asks for its products) the lines and the amounts
// hold their place under the page's title, and PROCEED TO CHECKOUT is there to be tapped.
import styled from 'styled-components';
import { useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { Link, useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote } from '../../../shared/ui/appForm';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { selectCartItems } from '../cartSelectors';
import { CartLineRow } from '../components/CartLineRow';
import { CartTotals } from '../components/CartTotals';
import { useCartProducts } from '../useCartProducts';
import { pagePath } from '../../../../contract';

export default function CartScreen() {
  const { isLoading } = useCartProducts();
  const known = useSavedStateRestored() && !isLoading;
  const language = useLanguage();
  const items = useAppSelector((state) => selectCartItems(state, language));
  const navigate = useLocalNavigate();
  const { t } = useTranslation();

  return (
    <Section aria-labelledby="cart-title">
      <Title as="h1" id="cart-title" first={t('cart.first')} second={t('cart.second')} />
      {known && items.length === 0 ? (
        <Empty>
          <Lead>{t('cart.empty')}</Lead>
          <Button as={Link} to={pagePath('collection')}>
            {t('cart.browse')}
          </Button>
        </Empty>
      ) : (
        <>
          {known ? (
            <Lines aria-label={t('cart.lines')}>
              {items.map((item) => (
                <CartLineRow key={item.id} item={item} />
              ))}
            </Lines>
          ) : (
            <PendingLine role="status" aria-label={t('cart.loading')}>
              <NeedsScriptNote shows />
            </PendingLine>
          )}
          {/* The same summary either way: a tap held before the app is made on the button that is there after it. */}
          <Summary>
            <CartTotals pending={!known} />
            <Button type="button" onClick={() => void navigate(pagePath('placeOrder'))}>
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

/** The place of one line (most carts hold one or two) above the border the lines end on. */
const PendingLine = styled(Skeleton)`
  height: 10rem;
  margin-top: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.sm} {
    height: 8.375rem;
  }
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
