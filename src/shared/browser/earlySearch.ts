// The page's own search form, for the moments before the app: the server writes it after #root, hidden, and the
// header's search icon (a disclosure of it) opens it at once (earlyTaps.ts). It is a plain GET form of the
// collection's `q`, which the browser sends itself, so a search typed before the app shows its products from the
// server. The app's search bar takes its place: it takes what was typed into it and removes it (SearchBar.tsx).

/** The id of the search bar the header's icon opens: the page's own form before the app, the app's bar after. */
export const SEARCH_BAR_ID = 'search-bar';

/** What the form says, in the page's language, and the search the page shows already. */
export interface EarlySearchWords {
  /** The collection's address in the page's language. */
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  value: string;
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Under the header (85 px at every width), over the page, as the app's bar looks. */
const STYLE =
  `#${SEARCH_BAR_ID}{position:absolute;top:85px;left:0;right:0;z-index:30;display:flex;justify-content:center;` +
  'gap:8px;padding:20px 16px;background:#f6f5f2;border-bottom:1px solid #d9dce1}' +
  `#${SEARCH_BAR_ID}[hidden]{display:none}` +
  `#${SEARCH_BAR_ID} input{flex:1;max-width:36rem;min-width:0;min-height:44px;padding:0 20px;font:inherit;` +
  'border:1px solid #8a9099;border-radius:999px;background:#fff}' +
  `#${SEARCH_BAR_ID} button{min-height:44px;padding:0 20px;font:inherit;border:0;background:#1f2328;color:#fff}`;

/** The form's style, for the page's head. */
export const EARLY_SEARCH_STYLE = `<style>${STYLE}</style>`;

/** The form, as markup for after #root. */
export function earlySearchMarkup(words: EarlySearchWords): string {
  return (
    `<form id="${SEARCH_BAR_ID}" role="search" action="${escaped(words.action)}" method="get" hidden>` +
    `<input type="search" name="q" value="${escaped(words.value)}" aria-label="${escaped(words.label)}" ` +
    `placeholder="${escaped(words.placeholder)}" autocomplete="off" enterkeyhint="search">` +
    `<button type="submit">${escaped(words.submit)}</button></form>`
  );
}

/**
 * What was typed into the page's own form before the app came, or null when it was never opened; the form goes
 * either way, since the app's bar takes its id and its place.
 */
export function takeEarlySearch(doc: Document): string | null {
  // Not the app's bar, which has the same id and comes first in the page.
  const form = doc.querySelector(`body > form#${SEARCH_BAR_ID}`);
  if (!(form instanceof HTMLFormElement)) return null;
  const field = form.elements.namedItem('q');
  const opened = !form.hidden;
  form.remove();
  return opened && field instanceof HTMLInputElement ? field.value : null;
}
