// The size buttons and ADD TO CART; without a chosen size the shopper is told to pick one. A sold-out size cannot be
// chosen, a size running low says how many are left, and the cart never takes more than is left.
import { useState } from 'react';
import { notify } from '../../../shared/ui/toasts';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { itemAdded, selectCartLines } from '../../cart';
import type { Product } from '../catalogApi';
import { leftInSize, stockNote, unitsLeft } from '../stock';

export function SizePicker({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const [size, setSize] = useState<string | null>(null);
  const [added, setAdded] = useState('');

  const addToCart = () => {
    if (!size) {
      const message = t('catalog.size.missing');
      notify.error(message, { toastId: message });
      return;
    }
    const left = unitsLeft(product, size);
    const inCart = lines.find((line) => line.productId === product._id && line.size === size)?.quantity ?? 0;
    if (inCart + 1 > left) {
      const message = leftInSize(size, left, t);
      notify.error(message, { toastId: message });
      return;
    }
    dispatch(itemAdded({ productId: product._id, size }));
    setAdded(t('catalog.size.added', { name: productIn(product, language).name, size }));
  };

  return (
    <>
      <Sizes role="group" aria-labelledby="size-label">
        <p id="size-label">{t('catalog.size.label')}</p>
        <div>
          {product.sizes.map((option) => {
            const left = unitsLeft(product, option);
            const note = stockNote(left, t);
            return (
              <SizeButton
                key={option}
                type="button"
                aria-pressed={option === size}
                aria-label={note ? `${option}: ${note}` : undefined}
                disabled={left === 0}
                onClick={() => setSize(option)}
              >
                <span>{option}</span>
                {note && <Note aria-hidden="true">{note}</Note>}
              </SizeButton>
            );
          })}
        </div>
      </Sizes>
      <Button type="button" onClick={addToCart}>
        {t('catalog.size.addToCart')}
      </Button>
      <Added role="status">{added}</Added>
    </>
  );
}

const Sizes = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  ${media.sm} {
    margin: ${({ theme }) => theme.space(8)} 0;
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  & div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const SizeButton = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: #c2410c;
    box-shadow: inset 0 0 0 1px #c2410c;
  }
  &:disabled {
    cursor: not-allowed;
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:disabled > span:first-child {
    text-decoration: line-through;
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.colors.danger};
  button:disabled > & {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Added = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
