// A request's address as the log may hold it: the reset and confirmation links carry a secret that opens an account,
// so its token (a `token` query parameter, or a path segment after those pages) is replaced before anything is written.
import { pagePath } from '../../contract';

const HIDDEN = '[redacted]';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `/reset-password/<token>` or `/hi/confirm-email/<token>...`: everything after the page's own segment. */
const LINK_PAGE_TAIL = new RegExp(
  `(${[pagePath('resetPassword'), pagePath('confirmEmail')].map(escaped).join('|')})/.*$`,
  'i',
);

const nameOf = (pair: string) => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** The URL with any token hidden: `/reset-password?token=[redacted]`. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(LINK_PAGE_TAIL, `$1/${HIDDEN}`);
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => (nameOf(pair) === 'token' ? `${pair.split('=')[0] ?? ''}=${HIDDEN}` : pair))
    .join('&');
  return `${path}?${query}`;
}
