// What an amount is made of, as the cart's totals and an order's page show it: a row per part and the total, bold,
// each a term and its price in the page's language.
import styled from 'styled-components';
import type { Language } from '../../../contract';
import { formatPrice } from '../format/money';

export interface AmountRowsProps {
  /** Each part: its label and its amount in rupees. */
  parts: ReadonlyArray<readonly [label: string, rupees: number]>;
  total: readonly [label: string, rupees: number];
  language: Language;
  className?: string;
}

export function AmountRows({ parts, total: [totalLabel, totalRupees], language, className }: AmountRowsProps) {
  return (
    <Rows className={className}>
      {parts.map(([label, rupees]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatPrice(rupees, language)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <strong>{totalLabel}</strong>
        </dt>
        <dd>
          <strong>{formatPrice(totalRupees, language)}</strong>
        </dd>
      </div>
    </Rows>
  );
}

const Rows = styled.dl`
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  & div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & div:last-child {
    border-bottom: 0;
  }
  & dt,
  & dd {
    margin: 0;
  }
  & strong {
    font-weight: 600;
  }
`;
