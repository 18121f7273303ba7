// The pieces a cancel or return form lists, one checkbox each ("Blue shirt, size M, piece 1 of 2"); a piece the shop
// does not take back is listed too, greyed, with "Not returnable" beside it, so the shopper knows before trying.
import { useState } from 'react';
import styled from 'styled-components';
import { productIn, useLanguage, useTranslation, type Translate } from '../../../shared/i18n';
import type { Language } from '../../../../contract';
import type { Piece } from '../pieces';
import { Choices } from './formParts';

export function pieceLabel(piece: Piece, t: Translate, language: Language): string {
  return t('orders.pieces.label', {
    name: productIn(piece.item, language).name,
    size: piece.item.size,
    piece: piece.unit,
    quantity: piece.item.quantity,
  });
}

/** The ids of the pieces ticked, and how a box changes them. */
export function useTicked(initial: () => ReadonlySet<string>) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(initial);
  const toggle = (id: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return [ticked, toggle] as const;
}

interface Props {
  legend: string;
  pieces: Piece[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  /** Pieces listed but not to be chosen, said so beside them. */
  refused?: Piece[];
  refusedNote?: string;
}

export function PieceChecks({ legend, pieces, ticked, onToggle, refused = [], refusedNote }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Pieces>
      <legend>{legend}</legend>
      {pieces.map((piece) => (
        <label key={piece.id}>
          <input
            type="checkbox"
            checked={ticked.has(piece.id)}
            onChange={(event) => onToggle(piece.id, event.target.checked)}
          />
          <span>{pieceLabel(piece, t, language)}</span>
        </label>
      ))}
      {refused.map((piece) => (
        <label key={piece.id} className="refused">
          <input type="checkbox" checked={false} disabled aria-describedby={`refused-${piece.id}`} />
          <span>{pieceLabel(piece, t, language)}</span>
          <small id={`refused-${piece.id}`}>{refusedNote}</small>
        </label>
      ))}
    </Pieces>
  );
}

const Pieces = styled(Choices)`
  & label.refused {
    color: ${({ theme }) => theme.colors.muted};
  }
  & small {
    grid-column: 2;
    justify-self: start;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.size.xs};
  }
`;
