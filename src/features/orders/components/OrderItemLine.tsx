// One ordered item as My orders and an order's page show it: its picture, name, price, quantity and size.
import { css } from 'styled-components';
import { formatPrice } from '../../../shared/format/money';
import { productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import type { OrderItem } from '../ordersApi';

/** The inside of the item's list entry; `pictureSizes` is how wide the list draws the picture. */
export function OrderItemLine({ item, pictureSizes }: { item: OrderItem; pictureSizes: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <ProductPicture src={item.image[0] ?? ''} alt="" sizes={pictureSizes} />
      <div>
        <p className="name">{productIn(item, language).name}</p>
        <p>
          <span>{formatPrice(item.price, language)}</span>
          <span>{t('orders.quantity', { quantity: item.quantity })}</span>
          <span>{t('orders.size', { size: item.size })}</span>
        </p>
      </div>
    </>
  );
}

/** The look of an item line, for the list that holds it: the picture on its tinted ground, the name, the figures. */
export const orderItemLineRules = css`
  & img {
    width: 100%;
    background: ${({ theme }) => theme.colors.surface};
  }
  & p.name {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.md};
    font-weight: 500;
  }
  & p span + span {
    margin-left: ${({ theme }) => theme.space(3)};
  }
`;
