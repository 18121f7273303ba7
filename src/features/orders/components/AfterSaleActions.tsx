// What the shopper may still do with the order: "Cancel order" before it leaves, "Return or exchange" until the
// shop's window closes (the date said beside it), and after that when it closed (ReturnsClosed). Each opens its dialog; what came of it is said in a polite live
// region once the dialog closes, and the page shows the order the server answered.
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Button } from '../../../shared/ui/primitives';
import type { OrderDetail } from '../ordersApi';
import { cancellablePieces, piecesOf } from '../pieces';
import { CancelDialog } from './CancelDialog';
import { ReturnDialog } from './ReturnDialog';
import { ReturnsClosed } from './ReturnsClosed';
import { returnsClosedOn } from '../returnWindow';

export function AfterSaleActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState<'cancel' | 'return'>();
  const [news, setNews] = useState<string>();
  const pieces = piecesOf(order);
  const canCancel = order.canCancel && cancellablePieces(pieces).length > 0;
  const returnsUntil = order.returnsUntil !== null && order.returnsUntil > Date.now() ? order.returnsUntil : null;
  const closedOn = returnsClosedOn(order, Date.now());
  const close = () => setOpen(undefined);
  const done = (said: string) => {
    setOpen(undefined);
    setNews(said);
  };

  return (
    <Row $shown={canCancel || returnsUntil !== null || closedOn !== null || news !== undefined}>
      <Outcome done={news} />
      {canCancel && (
        <Button type="button" $variant="outline" onClick={() => setOpen('cancel')}>
          {t('orders.cancel.open')}
        </Button>
      )}
      {returnsUntil !== null && (
        <div>
          <Button type="button" $variant="outline" onClick={() => setOpen('return')}>
            {t('orders.returns.open')}
          </Button>
          <p>
            <time dateTime={new Date(returnsUntil).toISOString()}>
              {t('orders.returns.until', { date: formatDate(returnsUntil, language) })}
            </time>
          </p>
        </div>
      )}
      {closedOn !== null && <ReturnsClosed on={closedOn} />}
      {open === 'cancel' && <CancelDialog order={order} onClose={close} onDone={done} />}
      {open === 'return' && <ReturnDialog order={order} onClose={close} onDone={done} />}
    </Row>
  );
}

const Row = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'flex' : 'contents')};
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  & p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & > [role='status'] {
    order: 1;
  }
  /* Empty, the live region stays in the page (so news arriving is heard) but takes no room. */
  & > [role='status']:empty {
    width: 0;
    height: 0;
  }
`;
