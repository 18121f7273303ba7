// One cart line: picture, name, price, size, a quantity field (at least 1, at most what is left) and a bin that removes
// the line. A line holding more than is left says so: checkout refuses it until the shopper changes it.
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { BinIcon } from '../../../shared/ui/icons';
import { IconButton, VisuallyHidden } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { stockNote, unitsLeft } from '../../catalog';
import { media } from '../../../shared/ui/theme';
import type { CartItem } from '../cartSelectors';
import { lineRemoved, quantityChanged } from '../cartSlice';
import { MAX_LINE_QUANTITY } from '../../../../contract';

export function CartLineRow({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  // The field may hold what the shopper is typing ("" on the way to "12"); only whole numbers from 1 count.
  const [draft, setDraft] = useState<string | null>(null);
  const { product, size, quantity } = item;
  const { name } = productIn(product, language);
  const left = unitsLeft(product, size);
  const most = Math.min(MAX_LINE_QUANTITY, left);
  const noteId = `stock-${item.id}`;
  const note = lineNote(left, quantity);

  const change = (text: string) => {
    setDraft(text);
    const value = Number(text);
    // A sold-out line can only be removed; a bigger number is the most there is.
    if (text === '' || !Number.isInteger(value) || value < 1 || most < 1) return;
    dispatch(quantityChanged({ productId: product._id, size, quantity: Math.min(value, most) }));
  };

  return (
    <Row>
      {/* The name beside it is the same link; one tab stop and one announcement are enough. */}
      <Link to={`/product/${product._id}`} tabIndex={-1} aria-hidden="true">
        <ProductPicture src={product.image[0] ?? ''} alt="" sizes="5rem" />
      </Link>
      <Info>
        <Link to={`/product/${product._id}`}>{name}</Link>
        <div>
          <span>{formatPrice(product.price, language)}</span>
          <Size>
            <VisuallyHidden>{`${t('cart.size')} `}</VisuallyHidden>
            {size}
          </Size>
        </div>
        {note && (
          <StockNote id={noteId} $blocking={quantity > left}>
            {note}
          </StockNote>
        )}
      </Info>
      <Quantity
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, most)}
        aria-label={t('cart.quantityOf', { name, size })}
        aria-describedby={note ? noteId : undefined}
        value={draft ?? String(quantity)}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setDraft(null)}
      />
      <IconButton
        type="button"
        aria-label={t('cart.remove', { name, size })}
        onClick={() => dispatch(lineRemoved({ productId: product._id, size }))}
      >
        <BinIcon size={20} />
      </IconButton>
    </Row>
  );
}

/** Sold out or too few left for the line (checkout refuses it), or only a few left. */
function lineNote(left: number, quantity: number): string | null {
  if (left === 0) return 'Sold out: remove it to place your order.';
  if (quantity > left) return `Only ${left} left: lower the quantity to place your order.`;
  return stockNote(left);
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  ${media.sm} {
    grid-template-columns: 5rem 1fr 6rem auto;
    gap: ${({ theme }) => theme.space(6)};
  }
  & img {
    width: 100%;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Info = styled.div`
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

const Quantity = styled.input`
  width: 4rem;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
