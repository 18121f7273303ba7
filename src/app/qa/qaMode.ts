// QA mode: Redux DevTools, the action recorder and the QA panel, loaded as their own chunk only when it is on.
// Always on in development (unless built with SHOP_QA=off). In a production build only when built with SHOP_QA=on,
// or switched on in the browser with ?qa=on (?qa=off ends it) in a shop whose operator allows it (QA_LINKS=on, which
// the server says in each page): a shopper's link cannot switch it on anywhere else.
import { QA_LINKS_META } from '../../../contract';

const STORAGE_KEY = 'shop:qa';

/** The page says this shop lets `?qa=on` switch QA mode on. */
function linksAllowed(): boolean {
  return (
    document.querySelector(`meta[name="${QA_LINKS_META.name}"]`)?.getAttribute('content') === QA_LINKS_META.content
  );
}

export function isQaMode(): boolean {
  if (process.env.SHOP_QA === 'off') return false;
  if (process.env.NODE_ENV !== 'production' || process.env.SHOP_QA === 'on') return true;
  if (!linksAllowed()) return false;
  try {
    const asked = new URLSearchParams(window.location.search).get('qa');
    if (asked === 'on') localStorage.setItem(STORAGE_KEY, 'on');
    if (asked === 'off') localStorage.removeItem(STORAGE_KEY);
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    // Storage can be blocked (private modes); then QA mode stays off.
    return false;
  }
}
