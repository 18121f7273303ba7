// An order's items as the operator packs them: the pieces to ship (once it has left, the pieces it holds), and apart
// the pieces the shopper or the shop cancelled before dispatch, which are not to ship and are back in stock.
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import type { AdminOrder, OrderLine } from '../adminApi';
import { piecesOfLines } from '../orderSelectors';
import { Part } from './ui';

export function OrderPieces({ order, lines }: { order: Pick<AdminOrder, 'items' | 'status'>; lines: OrderLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { kept, cancelled, beforeDispatch } = piecesOfLines(order, lines);
  return (
    <>
      <Part aria-labelledby="admin-order-pieces">
        <h3 id="admin-order-pieces">{beforeDispatch ? t('admin.toShip') : t('admin.items')}</h3>
        {kept.length === 0 ? (
          <p>{t('admin.nothingToShip')}</p>
        ) : (
          <ul>
            {kept.map(({ item, count }) => (
              <li key={`${item._id}:${item.size}`}>
                {item.name}, {t('admin.sizeQuantity', { size: item.size, quantity: count })},{' '}
                {formatPrice(item.price, language)}
              </li>
            ))}
          </ul>
        )}
      </Part>
      {cancelled.length > 0 && (
        <Part aria-labelledby="admin-order-cancelled">
          <h3 id="admin-order-cancelled">{t('admin.cancelledPieces')}</h3>
          <ul>
            {cancelled.map(({ item, count }) => (
              <li key={`${item._id}:${item.size}`}>
                {item.name}, {t('admin.sizeQuantity', { size: item.size, quantity: count })},{' '}
                {formatPrice(item.price, language)}
              </li>
            ))}
          </ul>
        </Part>
      )}
    </>
  );
}
