// The size buttons and ADD TO CART; without a chosen size the shopper is told to pick one.
import { useState } from 'react';
import { notify } from '../../../shared/ui/toasts';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../shared/ui/primitives';
import { itemAdded } from '../../cart';
import type { Product } from '../catalogApi';

export const SELECT_SIZE_MESSAGE = 'Select Product Size';

export function SizePicker({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const [size, setSize] = useState<string | null>(null);
  const [added, setAdded] = useState('');

  const addToCart = () => {
    if (!size) {
      notify.error(SELECT_SIZE_MESSAGE, { toastId: SELECT_SIZE_MESSAGE });
      return;
    }
    dispatch(itemAdded({ productId: product._id, size }));
    setAdded(`Added ${product.name}, size ${size}, to your cart.`);
  };

  return (
    <>
      <Sizes role="group" aria-labelledby="size-label">
        <p id="size-label">Select Size</p>
        <div>
          {product.sizes.map((option) => (
            <SizeButton key={option} type="button" aria-pressed={option === size} onClick={() => setSize(option)}>
              {option}
            </SizeButton>
          ))}
        </div>
      </Sizes>
      <Button type="button" onClick={addToCart}>
        ADD TO CART
      </Button>
      <Added role="status">{added}</Added>
    </>
  );
}

const Sizes = styled.div`
  margin: ${({ theme }) => theme.space(8)} 0;
  & p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  & div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
`;

const SizeButton = styled.button`
  min-width: 48px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: #c2410c; box-shadow: inset 0 0 0 1px #c2410c; }
`;

const Added = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
