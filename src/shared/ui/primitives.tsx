// Small UI building blocks shared by every feature.
import styled, { css, keyframes } from 'styled-components';
import { media } from './theme';

/** A boxed part's own heading and its notes: the heading at the large size, the notes small and muted. */
export const boxTextRules = css`
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 600;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

/** One choice among others (a size): a thumb's size, outlined, marked in the shop's colour when chosen (aria-pressed). */
export const choiceButton = css`
  min-width: 48px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: #c2410c;
    box-shadow: inset 0 0 0 1px #c2410c;
  }
`;

/** A button that reads as a link in running text ("Size chart", "Notify me"), a thumb's height to tap. */
export const TextButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.size.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/** A count in a pill of `height` pixels (the cart's, the menu's). */
export const countPill = (height: number, padding: number) => css`
  min-width: ${height}px;
  height: ${height}px;
  padding: 0 ${padding}px;
  border-radius: ${height / 2}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  line-height: ${height}px;
  text-align: center;
`;

/** A row whose ends go to either side and which wraps on a narrow screen: a heading and its actions, a summary. */
export const spreadRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gap)};
`;

export const Page = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space(8)};
  }
`;

const working = keyframes`
  from { opacity: 1; }
  to { opacity: 0.6; }
`;

export const Button = styled.button<{ $variant?: 'solid' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(8)}`};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme, $variant }) => ($variant === 'outline' ? 'transparent' : theme.colors.accent)};
  color: ${({ theme, $variant }) => ($variant === 'outline' ? theme.colors.accent : theme.colors.onAccent)};
  font-size: ${({ theme }) => theme.size.sm};
  letter-spacing: 0.04em;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:active:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'outline' ? theme.colors.surface : '#333')};
  }
  /* Tapped before the app had come (shared/browser/earlyTaps.ts holds the tap): it shows it is at work on it. */
  &[aria-busy='true'] {
    cursor: progress;
    animation: ${working} 0.8s ease-in-out infinite alternate;
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.size.xl};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.muted};
  & strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  &::after {
    content: '';
    width: 3rem;
    height: 2px;
    background: ${({ theme }) => theme.colors.text};
  }
`;

/** A section title in the shop's style: "LATEST COLLECTIONS" with the second word bold. */
export function Title({
  first,
  second,
  as = 'h2',
  id,
}: {
  first: string;
  second: string;
  as?: 'h1' | 'h2';
  id?: string;
}) {
  return (
    <Heading as={as} id={id}>
      {first} <strong>{second}</strong>
    </Heading>
  );
}

/** A label around its text input: the words above, the field full width and 44 px tall (a thumb's reach). */
export const LabelledField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  & input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid #6b7280;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** A grey placeholder shown while data is on its way. */
export const Skeleton = styled.div<{ $ratio?: string; $height?: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  height: ${({ $height }) => $height ?? 'auto'};
  background: linear-gradient(90deg, #eee 0, #f6f6f6 40px, #eee 80px) #eee;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

export const Lead = styled.p`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.sm};
  text-align: center;
  ${media.md} {
    font-size: ${({ theme }) => theme.size.md};
  }
`;

/** A 44 px square button around an icon; give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;
