// The design tokens: colours, type scale, spacing and breakpoints.
export const theme = {
  colors: {
    text: '#1f2328',
    muted: '#5b616b',
    faint: '#8a9099',
    border: '#d9dce1',
    surface: '#f6f5f2',
    background: '#ffffff',
    accent: '#111111',
    onAccent: '#ffffff',
    danger: '#b42318',
    star: '#e0a100',
    focus: '#2f6fed',
  },
  font: {
    // The faces are chosen per language by the page (GlobalStyle sets these properties from FONTS).
    body: 'var(--font-body)',
    display: 'var(--font-display)',
  },
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: (steps: number) => `${steps * 0.25}rem`,
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  maxWidth: '80rem',
} as const;

export type Theme = typeof theme;

const LATIN_BODY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial";
const LATIN_DISPLAY = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia";
/** Each system's own Devanagari (Android, iOS and macOS, Windows, Linux): Hindi reads in the phone's face, nothing to download. */
const DEVANAGARI_SANS = "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', 'Lohit Devanagari'";
const DEVANAGARI_SERIF = "'Noto Serif Devanagari', 'Kohinoor Devanagari', 'Nirmala UI'";

/** The font stacks of an English page and of a Hindi one (whose Latin words keep the Latin faces). */
export const FONTS = {
  en: { body: `${LATIN_BODY}, sans-serif`, display: `${LATIN_DISPLAY}, serif` },
  hi: {
    body: `${LATIN_BODY}, ${DEVANAGARI_SANS}, sans-serif`,
    display: `${LATIN_DISPLAY}, ${DEVANAGARI_SERIF}, serif`,
  },
} as const;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
