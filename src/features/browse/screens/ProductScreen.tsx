// Product: gallery, name with the wishlist's heart, rating, price, description, sizes and ADD TO CART (a sold-out size
// offers a back-in-stock e-mail), whether it can be returned, notes, tabs, related products and those viewed last.
// Opening it puts it first among the products viewed last.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { errorMessage, isFetchBaseQueryError } from '../../../shared/api/errors';
import { HydrateApart } from '../../../shared/ui/HydrateApart';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { relatedOf, selectProductById, STOCK_FRESH_SECONDS, unitsLeft, useGetProductQuery } from '../../catalog';
import { CashNote, DeliveryCheck, useDeliveryCheck } from '../components/DeliveryCheck';
import { DetailTabs } from '../components/DetailTabs';
import { Gallery } from '../components/Gallery';
import { ProductGrid } from '../components/ProductGrid';
import { Rating } from '../components/Rating';
import { RecentlyViewed } from '../components/RecentlyViewed';
import { ReturnsNote } from '../components/ReturnsNote';
import { SizePicker } from '../components/SizePicker';
import { NotifyMe } from '../components/NotifyMe';
import { WishlistHeart } from '../components/WishlistHeart';
import { productViewed } from '../../wishlist';
import { pagePath, RELATED_COUNT } from '../../../../contract';

export default function ProductScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { productId = '' } = useParams();
  const {
    currentData: detail,
    isFetching,
    error,
    refetch,
  } = useGetProductQuery({ productId, lang: language }, { refetchOnMountOrArgChange: STOCK_FRESH_SECONDS });
  // A product another screen showed draws at once, while its page (with its stock now) is on its way.
  const shown = useAppSelector((state) => selectProductById(state, productId, language));
  const product = detail?.entities[productId] ?? (error ? undefined : shown);
  const related = useMemo(() => relatedOf(detail), [detail]);
  const dispatch = useAppDispatch();
  const restored = useSavedStateRestored();
  const found = product !== undefined;
  const delivery = useDeliveryCheck();
  // Once the saved lists are back (a view put in before would be overwritten by them).
  useEffect(() => {
    if (restored && found) dispatch(productViewed({ productId }));
  }, [restored, found, productId, dispatch]);

  // As tall as the window, like the route's own placeholder, so the footer never shows and then jumps away.
  if (!product && isFetching)
    return <Skeleton $height="100vh" role="status" aria-label={t('catalog.product.loading')} />;
  if (!product && !(isFetchBaseQueryError(error) && error.status === 404)) {
    return (
      <Missing role="alert">
        <Title as="h1" first={t('catalog.product.first')} second={t('catalog.product.notLoaded')} />
        <Lead>{errorMessage(error, language)}</Lead>
        <Button type="button" onClick={() => void refetch()}>
          {t('catalog.product.tryAgain')}
        </Button>
      </Missing>
    );
  }
  if (!product) {
    return (
      <Missing>
        <Title as="h1" first={t('catalog.product.first')} second={t('catalog.product.notFound')} />
        <Lead>{t('catalog.product.missing')}</Lead>
        <Link to={pagePath('collection')}>{t('notFound.browse')}</Link>
      </Missing>
    );
  }

  const words = productIn(product, language);
  const soldOut = product.sizes.filter((size) => unitsLeft(product, size) === 0);
  return (
    <Article aria-labelledby="product-name" key={product._id}>
      <Top>
        <Gallery images={product.image} name={words.name} />
        <Details>
          <Named>
            <h1 id="product-name">{words.name}</h1>
            <WishlistHeart productId={product._id} price={product.price} name={words.name} />
          </Named>
          <Rating summary={detail?.reviews?.summary} />
          <Price>{formatPrice(product.price, language)}</Price>
          {/* Sizes and ADD TO CART before the description: on a phone they stay on the first screen. */}
          <SizePicker product={product} fitSays={detail?.reviews?.summary.fitSays ?? null} />
          {soldOut.length > 0 && <NotifyMe productId={product._id} soldOut={soldOut} />}
          <ReturnsNote product={product} />
          <DeliveryCheck check={delivery} />
          <Description>{words.description}</Description>
          <hr />
          <Notes>
            <li>{t('catalog.product.notes.original')}</li>
            <li>
              <CashNote check={delivery} />
            </li>
          </Notes>
        </Details>
      </Top>
      <HydrateApart>
        <DetailTabs description={words.description} productId={product._id} reviews={detail?.reviews} />
      </HydrateApart>
      {related.length > 0 && (
        <HydrateApart>
          <Related aria-labelledby="related-title">
            <Title
              id="related-title"
              first={t('catalog.product.relatedFirst')}
              second={t('catalog.product.relatedSecond')}
            />
            <ProductGrid products={related} placeholders={RELATED_COUNT} label={t('catalog.product.related')} row />
          </Related>
        </HydrateApart>
      )}
      <RecentlyViewed except={product._id} />
    </Article>
  );
}

const Article = styled.article`
  padding-top: ${({ theme }) => theme.space(4)};
  ${media.sm} {
    padding-top: ${({ theme }) => theme.space(10)};
  }
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  ${media.sm} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(12)};
  }
`;

const Details = styled.div`
  flex: 1;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 500;
    line-height: 1.25;
    ${media.sm} {
      font-size: ${({ theme }) => theme.size.xl};
    }
  }
  & hr {
    margin: ${({ theme }) => theme.space(8)} 0 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Named = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 1.5rem;
  font-weight: 500;
  ${media.sm} {
    margin-top: ${({ theme }) => theme.space(5)};
    font-size: 1.875rem;
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    width: 80%;
  }
`;

const Notes = styled.ul`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(24)};
  & > h2 {
    justify-content: center;
  }
`;

const Missing = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  & h1 {
    justify-content: center;
  }
`;
