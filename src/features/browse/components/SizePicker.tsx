// The size buttons and ADD TO CART; without a chosen size the shopper is told to pick one. A sold-out size cannot be
// chosen, a size running low says how many are left, and the cart never takes more than is left. A link naming a size
// in stock (`?size=M`, a back-in-stock mail's) opens with it chosen.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../shared/ui/toasts';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { Button, choiceButton } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { itemAdded, selectCartLines } from '../../cart';
import { SizeChartButton, type ReviewSummary } from '../../reviews';
import { leftInSize, type Product, stockNote, unitsLeft } from '../../catalog';

interface Props {
  product: Product;
  /** What most buyers say of the fit, from the product's reviews: a hint beside the sizes when it leans one way. */
  fitSays: ReviewSummary['fitSays'];
}

export function SizePicker({ product, fitSays }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const [searchParams] = useSearchParams();
  const [chosen, setSize] = useState<string | null>(null);
  // Until the shopper chooses, the size the link names, once the stock shown has it (the page may come from before
  // the restock its mail announced, and the fresh stock a moment later).
  const named = searchParams.get('size');
  const size =
    chosen ?? (named !== null && product.sizes.includes(named) && unitsLeft(product, named) > 0 ? named : null);
  const [added, setAdded] = useState('');
  const leans = fitSays === 'small' || fitSays === 'large';

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
      {/* The hint is read with the sizes, whose choice it is about. */}
      <Sizes role="group" aria-labelledby="size-label" aria-describedby={leans ? 'size-hint' : undefined}>
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
      {/* Beside the sizes, outside their group: the chart and what buyers say of the fit. */}
      <Fit>
        <SizeChartButton productId={product._id} />
        {leans && <Hint id="size-hint">{t(`catalog.sizeChart.hint.${fitSays}`)}</Hint>}
      </Fit>
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

const Fit = styled.div`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
`;

const SizeButton = styled.button`
  ${choiceButton}
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
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
