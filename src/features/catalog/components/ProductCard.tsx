// One product in a grid: picture, name and price, linking to its page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '../../../shared/format/money';
import type { Product } from '../catalogApi';

/** Product pictures are drawn at 600 x 750; giving the size keeps the grid from shifting as they load. */
export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 750;

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <Card to={`/product/${product._id}`}>
      <Frame>
        <img
          src={product.image[0]}
          alt={product.name}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Frame>
      <Name>{product.name}</Name>
      <Price>{formatPrice(product.price)}</Price>
    </Card>
  );
}

const Card = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
`;

const Frame = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  & img { width: 100%; transition: transform 0.3s ease; }
  ${Card}:hover & img { transform: scale(1.06); }
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
