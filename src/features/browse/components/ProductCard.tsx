// One product in a grid: picture, name and price, linking to its page, and the wishlist's heart over the picture (a
// button beside the link, never inside it).
import { memo } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage } from '../../../shared/i18n';
import { Skeleton } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { WishlistHeart } from './WishlistHeart';
import type { Product } from '../../catalog';
import { productPath } from '../../../../contract';

/** A card is half the screen on a phone, a third on a tablet and at most a fifth to a quarter on a desktop. */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface CardProps {
  product: Product;
  eager?: boolean;
  /** False while the grid's view is still changing (a shopper typing): the frame keeps its place, empty. */
  picture?: boolean;
}

/** Memoized: a product's entity keeps its identity, so a card re-renders only when its product changes. */
export const ProductCard = memo(function ProductCard({ product, eager = false, picture = true }: CardProps) {
  const language = useLanguage();
  const words = productIn(product, language);
  return (
    <Item>
      <Card to={productPath(product._id)}>
        <Frame>
          {picture && (
            <ProductPicture
              src={product.image[0] ?? ''}
              alt={words.name}
              sizes={CARD_SIZES}
              loading={eager ? 'eager' : 'lazy'}
            />
          )}
        </Frame>
        <Name>{words.name}</Name>
        <Price>{formatPrice(product.price, language)}</Price>
      </Card>
      <CardHeart productId={product._id} price={product.price} name={words.name} />
    </Item>
  );
});

/** A card's stand-in while the catalog loads, exactly as tall as a card, so nothing moves when cards arrive. */
export function ProductCardPlaceholder() {
  return (
    <div aria-hidden="true">
      <Skeleton $ratio="4 / 5" />
      <Name>&nbsp;</Name>
      <Price>&nbsp;</Price>
    </div>
  );
}

const Item = styled.div`
  position: relative;
`;

const CardHeart = styled(WishlistHeart)`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
`;

const Card = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
`;

const Frame = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  & img {
    width: 100%;
    transition: transform 0.3s ease;
  }
  ${Card}:hover & img {
    transform: scale(1.06);
  }
`;

const Name = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.size.sm};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
