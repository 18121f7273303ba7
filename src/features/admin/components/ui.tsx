// The operator's screens' building blocks: tables that scroll sideways on a phone, labelled fields, a status badge and
// the live line that says what an action did.
import styled from 'styled-components';
import { media, theme } from '../../../shared/ui/theme';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(10)};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
  }
`;

/** A wide table keeps its columns and scrolls inside its own box at 390 px. */
export const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.size.sm};
  & th,
  & td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    white-space: nowrap;
  }
  & th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
  /* A row's name (a product's, an e-mail) wraps, so the columns after it stay on a phone's screen. */
  & th[scope='row'] {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 6rem;
  }
`;

/** Narrower than the admin's two-column width (a phone): a stacked table's rows are cards. */
const PHONE = `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`;

/**
 * A table that is a card per row on a phone: the column header row kept for screen readers only, each cell on its own
 * line after its column's name (its data-label), wrapping instead of widening the page. From the md width, a Table.
 */
export const StackedTable = styled(Table)`
  ${PHONE} {
    & thead,
    & tbody,
    & tr {
      display: block;
    }
    & thead th {
      display: block;
      border-bottom: 0;
      background: none;
    }
    /* The column names are the cards' own labels; a header holding a control (select them all) stays in sight. */
    & thead th:not(:has(input, button, select)) {
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    & tbody tr {
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & tbody th,
    & tbody td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      align-items: center;
      min-width: 0;
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      border-bottom: 0;
      background: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    /* A row's checkbox is a thumb's size on a card. */
    & input[type='checkbox'] {
      width: 1.5rem;
      height: 1.5rem;
      margin: 0;
    }
    /* Its column's name before a cell's value. */
    & tbody [data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 400;
    }
    /* A cell without a name (a row's own name, a checkbox, a row of buttons) takes the card's whole width. */
    & tbody th:not([data-label]) > span,
    & tbody td:not([data-label]) > span {
      grid-column: 1 / -1;
    }
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }
  align-items: end;
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.text};
  & input:not([type='checkbox']),
  & select,
  & textarea {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    font: inherit;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-size: ${({ theme }) => theme.size.sm};
  & input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const SmallButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.size.sm};
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** What the last action did, read out by screen readers as it changes. */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.text};
  &:empty {
    display: none;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A part of a screen under its own heading; it never grows wider than the screen, so its tables scroll inside. */
export const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  & h3,
  & p {
    margin: 0;
  }
`;
