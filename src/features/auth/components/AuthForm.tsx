// The look the sign-in screens share: a narrow centred form under a display heading, hints under fields, small links.
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The form's heading: its h1 and the short rule beside it. */
export function AuthHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading>
      <h1 id={id}>{children}</h1>
      <span aria-hidden="true" />
    </Heading>
  );
}

export const AuthFormBox = styled.form`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: min(90%, 24rem);
  margin: ${({ theme }) => theme.space(14)} auto 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  & h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2rem;
    font-weight: 400;
  }
  & span {
    width: 2rem;
    height: 2px;
    background: ${({ theme }) => theme.colors.text};
  }
`;

/** What a field asks for, under it (tied to it with aria-describedby). */
export const Hint = styled.p`
  width: 100%;
  margin: -${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.xs};
`;

export const Links = styled.div`
  display: flex;
  justify-content: space-between;
  width: 100%;
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.size.sm};
  & button,
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    cursor: pointer;
  }
  & button:hover,
  & a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;
