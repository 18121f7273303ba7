// The account page's parts: each a titled panel, with its form and a row of actions.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { boxTextRules } from '../../../shared/ui/primitives';

export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${boxTextRules}
`;

export const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.size.sm};
  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    flex: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
