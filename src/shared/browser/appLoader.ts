// On a server-rendered page the app's scripts are asked for only once the first screen is painted (the page's load
// event, then a frame), so on a phone's slow line they never take bandwidth from the page's own pictures and text;
// or at once when the shopper reaches for the page first (a touch, a click, a key), so a tap at first sight waits
// for no picture. Taps made meanwhile are held by earlyTaps.ts and applied when the app is ready. The page lists what
// to load in a JSON script (PageScripts: the app's scripts, run in order, and the screen's code, fetched beside them);
// the server writes this function into the page's head with the held taps (server/pages/pageRenderer.ts), so it must
// stand alone: nothing from outside its body.

/** The id of the page's list of scripts. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What a server-rendered page loads once painted. */
export interface PageScripts {
  /** The app's own scripts, run in this order (the runtime, the libraries, the app). */
  run: string[];
  /** The screen's code and its language's messages, fetched with them and run when the app asks for them. */
  preload: string[];
}

export function loadAppWhenPainted(doc: Document, win: Window, listId: string): void {
  const reaches = ['pointerdown', 'touchstart', 'keydown'];
  let started = false;
  const start = () => {
    if (started) return;
    // A tap before the page's end has arrived: its list is at the end of the page.
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    for (const type of reaches) doc.removeEventListener(type, start, true);
    const list = doc.getElementById(listId);
    const scripts = JSON.parse(list?.textContent || '{}') as Partial<PageScripts>;
    for (const href of scripts.preload ?? []) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.appendChild(link);
    }
    for (const src of scripts.run ?? []) {
      const script = doc.createElement('script');
      script.src = src;
      // Added by a script, they would run in the order they arrive: these run in the order listed.
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));
  for (const type of reaches) doc.addEventListener(type, start, { capture: true, passive: true });
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}

/** The inline script the server writes into a page's head, after the held taps: the function above, run on the page. */
export const APP_LOADER_SCRIPT = `(${loadAppWhenPainted.toString()})(document,window,${JSON.stringify(PAGE_SCRIPTS_ID)})`;
