// Page-wide base styles: box sizing, body type, visible keyboard focus.
import { createGlobalStyle } from 'styled-components';
import { FONTS } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { --font-body: ${FONTS.en.body}; --font-display: ${FONTS.en.display}; }
  html:lang(hi) { --font-body: ${FONTS.hi.body}; --font-display: ${FONTS.hi.display}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  /* Devanagari's vowel signs reach above and below the line: Hindi pages get room for them, headings included. */
  html:lang(hi) body { line-height: 1.7; }
  html:lang(hi) :is(h1, h2, h3, h4, p, button, a, label) { line-height: 1.5; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
