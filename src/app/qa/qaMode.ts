// QA mode: Redux DevTools, the action recorder and the QA panel. Always on in development (unless built with
// SHOP_QA=off); in a production build only when built with SHOP_QA=on or switched on in the browser with ?qa=on
// (?qa=off ends it).
const STORAGE_KEY = 'shop:qa';

export function isQaMode(): boolean {
  if (process.env.SHOP_QA === 'off') return false;
  if (process.env.NODE_ENV !== 'production' || process.env.SHOP_QA === 'on') return true;
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
