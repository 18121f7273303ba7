// One cart line: picture, name, price, size, the quantity with − and + (at least 1, at most what is left), the line's
// total and a bin that removes the line. A line holding more than is left says so: checkout refuses it until the
// shopper changes it.
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation, type Translate } from '../../../shared/i18n';
import { BinIcon } from '../../../shared/ui/icons';
import { IconButton, VisuallyHidden } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { stockNote, unitsLeft } from '../../catalog';
import { media } from '../../../shared/ui/theme';
import { lineTotal, type CartItem } from '../cartSelectors';
import { lineRemoved, quantityChanged } from '../cartSlice';
import { mostOf } from '../quantityInput';
import { QuantityStepper } from './QuantityStepper';
import { productPath } from '../../../../contract';

export function CartLineRow({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const { product, size, quantity } = item;
  const { name } = productIn(product, language);
  const left = unitsLeft(product, size);
  const stockNoteId = `stock-${item.id}`;
  const note = lineNote(left, quantity, t);

  return (
    <Row>
      {/* The name beside it is the same link; one tab stop and one announcement are enough. */}
      <Picture to={productPath(product._id)} tabIndex={-1} aria-hidden="true">
        <ProductPicture src={product.image[0] ?? ''} alt="" sizes="5rem" />
      </Picture>
      <Info>
        <Link to={productPath(product._id)}>{name}</Link>
        <div>
          <span>{formatPrice(product.price, language)}</span>
          <Size>
            <VisuallyHidden>{`${t('cart.size')} `}</VisuallyHidden>
            {size}
          </Size>
        </div>
        {note && (
          <StockNote id={stockNoteId} $blocking={quantity > left}>
            {note}
          </StockNote>
        )}
      </Info>
      <QuantityStepper
        quantity={quantity}
        most={mostOf(left)}
        name={name}
        size={size}
        stockNoteId={note ? stockNoteId : undefined}
        noteId={`quantity-${item.id}`}
        onChange={(next) => dispatch(quantityChanged({ productId: product._id, size, quantity: next }))}
      />
      <LineTotal>
        <VisuallyHidden>{`${t('cart.lineTotal')} `}</VisuallyHidden>
        {formatPrice(lineTotal(product.price, quantity), language)}
      </LineTotal>
      <Remove
        type="button"
        aria-label={t('cart.remove', { name, size })}
        onClick={() => dispatch(lineRemoved({ productId: product._id, size }))}
      >
        <BinIcon size={20} />
      </Remove>
    </Row>
  );
}

/** Sold out or too few left for the line (checkout refuses it), or only a few left. */
function lineNote(left: number, quantity: number, t: Translate): string | null {
  if (left === 0) return t('cart.soldOutLine');
  if (quantity > left) return t('cart.tooFewLeft', { left });
  return stockNote(left, t);
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  grid-template-areas:
    'pic info bin'
    'pic qty total'
    'pic note note';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  ${media.sm} {
    grid-template-columns: 5rem 1fr auto 6rem auto;
    grid-template-areas:
      'pic info qty total bin'
      'pic info note note note';
    column-gap: ${({ theme }) => theme.space(6)};
  }
  & img {
    width: 100%;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Picture = styled(Link)`
  grid-area: pic;
  align-self: start;
`;

const LineTotal = styled.p`
  grid-area: total;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: right;
`;

const Remove = styled(IconButton)`
  grid-area: bin;
  justify-self: end;
`;

const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.size.sm};
  & a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
  }
  & div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const StockNote = styled.p<{ $blocking: boolean }>`
  margin: 0;
  color: ${({ theme, $blocking }) => ($blocking ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $blocking }) => ($blocking ? 500 : 400)};
`;

const Size = styled.span`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
