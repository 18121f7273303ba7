// Under an ordered item: what became of its pieces that did not simply go out (Piece 2: Cancelled, Piece 1: Returned).
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import type { OrderDetail } from '../ordersApi';

export function PieceStates({ line }: { line: OrderDetail['lines'][number] | undefined }) {
  const { t } = useTranslation();
  const changed = (line?.units ?? [])
    .map((unit, index) => ({ ...unit, piece: index + 1 }))
    .filter((unit) => unit.state !== 'ordered');
  if (changed.length === 0) return null;
  return (
    <States aria-label={t('orders.pieces.states')}>
      {changed.map((unit) => (
        <li key={unit.id} data-state={unit.state}>
          {t('orders.pieces.stateOf', {
            piece: unit.piece,
            state: t(`orders.pieces.${unit.state as Exclude<typeof unit.state, 'ordered'>}`),
          })}
        </li>
      ))}
    </States>
  );
}

const States = styled.ul`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  && li {
    display: block;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.colors.text};
  }
`;
