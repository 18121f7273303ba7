// An order's status as a badge in its own colour with a round dot; focusable from script so Track Order can move the
// keyboard to the status it refreshed.
import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { VisuallyHidden } from '../../../shared/ui/primitives';
import { statusText } from '../statusText';
import { statusTone, type StatusTone } from '../../../shared/ui/statusTone';

export function StatusBadge({ status, ref }: { status: string; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  return (
    <Badge ref={ref} tabIndex={-1} $tone={statusTone(status)} data-status={status}>
      <span className="dot" aria-hidden="true" />
      <VisuallyHidden>{`${t('orders.statusLabel')} `}</VisuallyHidden>
      <span>{statusText(status, t)}</span>
    </Badge>
  );
}

const Badge = styled.p<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: 999px;
  background: ${({ $tone }) => $tone.tint};
  color: ${({ $tone }) => $tone.ink};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  white-space: nowrap;
  & .dot {
    flex: none;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: currentColor;
  }
`;
