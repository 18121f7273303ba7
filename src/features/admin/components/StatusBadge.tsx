// An order's status with a dot of its own colour; the word carries the meaning, the colour only helps the eye.
import styled from 'styled-components';
import { ORDER_STATUS } from '../../../../contract';

const DOTS: Record<string, string> = {
  [ORDER_STATUS.placed]: '#2f6fed',
  [ORDER_STATUS.packing]: '#a15c00',
  [ORDER_STATUS.shipped]: '#6b3fa0',
  [ORDER_STATUS.outForDelivery]: '#0b7285',
  [ORDER_STATUS.delivered]: '#1a7f37',
  [ORDER_STATUS.cancelled]: '#b42318',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge>
      <Dot aria-hidden="true" style={{ background: DOTS[status] ?? '#5b616b' }} />
      {status}
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
