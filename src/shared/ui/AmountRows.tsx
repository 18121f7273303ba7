// What an amount is made of, as the cart's totals and an order's page show it: a row per part and the total, bold,
// each a term and its price in the page's language. Amounts not known yet (a cart still being read back) hold their
// place: the rows are as tall as they will be.
import styled from 'styled-components';
import type { Language } from '../../../contract';
import { formatPrice } from '../format/money';
import { Skeleton } from './primitives';

export interface AmountRowsProps {
  /** Each part: its label and its amount in rupees. */
  parts: ReadonlyArray<readonly [label: string, rupees: number]>;
  /** The total, bold, after the parts; none for rows that add up to nothing (what was paid and what came back). */
  total?: readonly [label: string, rupees: number];
  language: Language;
  /** The amounts are not known yet: each holds its place. */
  pending?: boolean;
  className?: string;
  'aria-label'?: string;
}

export function AmountRows({
  parts,
  total,
  language,
  pending = false,
  className,
  'aria-label': label,
}: AmountRowsProps) {
  const amount = (rupees: number) => (pending ? <Pending /> : formatPrice(rupees, language));
  return (
    <Rows className={className} aria-label={label} aria-busy={pending || undefined}>
      {parts.map(([label, rupees]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount(rupees)}</dd>
        </div>
      ))}
      {total && (
        <div>
          <dt>
            <strong>{total[0]}</strong>
          </dt>
          <dd>
            <strong>{amount(total[1])}</strong>
          </dd>
        </div>
      )}
    </Rows>
  );
}

/** An amount's place: a grey bar as tall as the line's text and about as wide as a price. */
const Pending = styled(Skeleton).attrs({ as: 'span' })`
  display: inline-block;
  width: 5em;
  height: 1em;
  vertical-align: middle;
`;

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
