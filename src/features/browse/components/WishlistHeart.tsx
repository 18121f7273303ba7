// The heart on a product's card and page: saves the product to the wishlist or takes it off, a toggle button that says
// whether it is saved (aria-pressed). The server draws it unsaved (it never knows the shopper); a tap before the app
// is there is held and made once it is (src/shared/browser/earlyTaps.ts), shown toggled meanwhile.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../shared/i18n';
import { HeartIcon } from '../../../shared/ui/icons';
import { IconButton } from '../../../shared/ui/primitives';
import { productSaved, productUnsaved, selectIsSaved } from '../../wishlist';

interface HeartProps {
  productId: string;
  /** The product's price now, kept with it as the price when saved. */
  price: number;
  /** The product's name, for the button's label. */
  name: string;
  className?: string;
}

export function WishlistHeart({ productId, price, name, className }: HeartProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsSaved(state, productId));
  const toggle = () =>
    dispatch(
      saved ? productUnsaved({ productId }) : productSaved({ productId, savedPrice: price, savedAt: Date.now() }),
    );
  return (
    <Heart
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={t('catalog.wishlist.save', { name })}
      onClick={toggle}
    >
      <HeartIcon filled={saved} />
    </Heart>
  );
}

const Heart = styled(IconButton)`
  /* Beside a product's name on a phone, a long name must not squeeze it below a thumb's 44 px. */
  flex: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.85);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: #c2410c;
  }
  /* Before the app, a held tap shows at once as the saved heart (earlyTaps.ts toggles aria-pressed). */
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;
