// Wishlist: every saved product with its price now ("was …" when it went down since it was saved), the sizes in stock
// to choose from and MOVE TO CART, which puts that size in the cart and takes the product off the list. Until the
// saved list is back (the server never knows it) the list holds its place under the title.
import { pagePath, productPath } from '../../../../contract';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { BinIcon } from '../../../shared/ui/icons';
import { Button, choiceButton, IconButton, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { media } from '../../../shared/ui/theme';
import { itemAdded, selectCartLines } from '../../cart';
import { selectProductEntities, unitsLeft, useProductsOf, type Product } from '../../catalog';
import { productUnsaved, selectWishlistItems, type WishlistItem } from '../wishlistSlice';

export default function WishlistScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useAppSelector(selectWishlistItems);
  const restored = useSavedStateRestored();
  const { isLoading } = useProductsOf(items.map((item) => item.productId));
  const products = useAppSelector((state) => selectProductEntities(state, language));
  const [moved, setMoved] = useState('');
  const known = restored && !isLoading;

  return (
    <Section aria-labelledby="wishlist-title">
      <Title as="h1" id="wishlist-title" first={t('wishlist.first')} second={t('wishlist.second')} />
      <Moved role="status">{moved}</Moved>
      {!known ? (
        <Skeleton $height="10rem" role="status" aria-label={t('wishlist.loading')} />
      ) : items.length === 0 ? (
        <Empty>
          <Lead>{t('wishlist.empty')}</Lead>
          <Button as={Link} to={pagePath('collection')}>
            {t('wishlist.browse')}
          </Button>
        </Empty>
      ) : (
        <Rows aria-label={t('wishlist.list')}>
          {items.map((item) => (
            <SavedRow key={item.productId} item={item} product={products[item.productId]} onMoved={setMoved} />
          ))}
        </Rows>
      )}
    </Section>
  );
}

interface RowProps {
  item: WishlistItem;
  /** Undefined for a product the shop no longer sells. */
  product: Product | undefined;
  onMoved: (said: string) => void;
}

function SavedRow({ item, product, onMoved }: RowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const [size, setSize] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const remove = () => dispatch(productUnsaved({ productId: item.productId }));

  if (!product) {
    return (
      <Row>
        <Info>
          <p>{t('wishlist.gone')}</p>
        </Info>
        <IconButton type="button" aria-label={t('wishlist.removeGone')} onClick={remove}>
          <BinIcon />
        </IconButton>
      </Row>
    );
  }

  const { name } = productIn(product, language);
  const inStock = product.sizes.filter((option) => unitsLeft(product, option) > 0);
  const dropped = product.price < item.savedPrice;
  const groupId = `sizes-${product._id}`;
  const problemId = `problem-${product._id}`;

  const moveToCart = () => {
    if (!size) return setProblem(t('wishlist.chooseSize'));
    const inCart = lines.find((line) => line.productId === product._id && line.size === size)?.quantity ?? 0;
    if (inCart + 1 > unitsLeft(product, size))
      return setProblem(t('catalog.size.onlyLeftIn', { left: unitsLeft(product, size), size }));
    dispatch(itemAdded({ productId: product._id, size }));
    dispatch(productUnsaved({ productId: product._id }));
    onMoved(t('wishlist.moved', { name, size }));
  };

  return (
    <Row>
      <Picture to={productPath(product._id)} tabIndex={-1} aria-hidden="true">
        <ProductPicture src={product.image[0] ?? ''} alt="" sizes="6rem" />
      </Picture>
      <Info>
        <Link to={productPath(product._id)}>{name}</Link>
        <Price>
          {dropped
            ? t('wishlist.dropped', {
                price: formatPrice(product.price, language),
                was: formatPrice(item.savedPrice, language),
              })
            : formatPrice(product.price, language)}
        </Price>
        {inStock.length === 0 ? (
          <p>{t('wishlist.soldOut')}</p>
        ) : (
          <>
            <Sizes role="group" aria-labelledby={groupId}>
              <span id={groupId}>{t('wishlist.sizes')}</span>
              {inStock.map((option) => (
                <SizeButton
                  key={option}
                  type="button"
                  aria-pressed={option === size}
                  onClick={() => {
                    setSize(option);
                    setProblem('');
                  }}
                >
                  {option}
                </SizeButton>
              ))}
            </Sizes>
            <Button type="button" onClick={moveToCart} aria-describedby={problem ? problemId : undefined}>
              {t('wishlist.moveToCart')}
            </Button>
            {problem && (
              <Problem id={problemId} role="alert">
                {problem}
              </Problem>
            )}
          </>
        )}
      </Info>
      <IconButton type="button" aria-label={t('wishlist.remove', { name })} onClick={remove}>
        <BinIcon />
      </IconButton>
    </Row>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Moved = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 6rem 1fr 44px;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.sm} {
    grid-template-columns: 8rem 1fr 44px;
  }
`;

const Picture = styled(Link)`
  display: block;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  & img {
    width: 100%;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  & p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-weight: 600;
`;

const Sizes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  /* On a phone the label has a line of its own, so the sizes under it line up. */
  & > span {
    flex-basis: 100%;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.colors.muted};
    ${media.sm} {
      flex-basis: auto;
    }
  }
`;

const SizeButton = styled.button`
  ${choiceButton}
  padding: 0 ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
