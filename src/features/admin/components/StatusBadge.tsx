// An order's status with a dot of its own colour; the word carries the meaning, the colour only helps the eye.
import styled from 'styled-components';
import { statusTone } from '../../../shared/ui/statusTone';
import { useStatusName } from './useStatusName';

export function StatusBadge({ status }: { status: string }) {
  const statusName = useStatusName();
  return (
    <Badge>
      <Dot aria-hidden="true" style={{ background: statusTone(status).ink }} />
      {statusName(status)}
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Dot = styled.span`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
`;
