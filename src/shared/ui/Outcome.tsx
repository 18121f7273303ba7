// What came of a shopper's request, said where they are looking and to screen readers.
import styled from 'styled-components';

/**
 * What came of a request: news in a polite live region that is always there (so screen readers hear it arrive), a
 * refusal as an alert.
 */
export function Outcome({ done, refused }: { done?: string; refused?: string }) {
  return (
    <>
      <Live role="status">{done && <Notice>{done}</Notice>}</Live>
      {refused && (
        <Notice role="alert" $tone="refused">
          {refused}
        </Notice>
      )}
    </>
  );
}

const Live = styled.div`
  width: 100%;
`;

const Notice = styled.p<{ $tone?: 'done' | 'refused' }>`
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme, $tone }) => ($tone === 'refused' ? theme.colors.danger : '#15803d')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.size.sm};
`;
