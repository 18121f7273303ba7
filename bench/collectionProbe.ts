// Scripts that run inside the collection page (plain JavaScript, sent as text so nothing of the bench's own build
// leaks into the page). They stamp times on the page's clock, where event timestamps live too.

/** The collection's product grid (src/features/browse/screens/CollectionScreen.tsx labels it "Products"). */
const GRID = 'ul[aria-label="Products"]';

/**
 * Installed before the page's own scripts: notes when the grid first shows cards (from the server's HTML, or drawn
 * by the browser when pages are not rendered on the server), when the frame after that has run (a task queued from
 * requestAnimationFrame runs once that frame is painted), and when the app has taken the page over
 * (<html data-app="ready">, src/app/layout/Layout.tsx).
 */
export const FIRST_RENDER_PROBE = `
(() => {
  window.__benchFirstGrid = null;
  let grid = null;
  let readyAt = null;
  const report = () => {
    if (grid && grid.paintedAt !== null && readyAt !== null) window.__benchFirstGrid = { ...grid, readyAt };
  };
  const observer = new MutationObserver(() => {
    if (readyAt === null && document.documentElement.dataset.app === 'ready') {
      readyAt = performance.now();
      report();
    }
    const shown = document.querySelector('${GRID}');
    if (grid || !shown || shown.children.length === 0) return;
    grid = { domAt: performance.now(), paintedAt: null };
    requestAnimationFrame(() => setTimeout(() => {
      grid.paintedAt = performance.now();
      report();
    }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app'] });
})();
`;

/** The collection's results: its count ("N products") and grid, both drawn from the same deferred view. */
const RESULTS = 'section[aria-labelledby="collection-title"]';

/**
 * Installed once the search field is open: for each keydown in the field, the event's own timestamp, the moment
 * the grid first changes (cards added, removed or moved, or the grid replaced: the catalog query's answer drawn; the
 * count saying it is loading does not count), and the end of the frame after it; plus the Event Timing API's longest
 * duration for the keystroke's interaction (reported from 16 ms).
 */
export const KEYSTROKE_PROBE = `
(() => {
  const input = document.querySelector('input[aria-label="Search products by name"]');
  const results = document.querySelector('${RESULTS}');
  if (!input || !results) throw new Error('no search field or results');
  const touchesGrid = (node) => node instanceof Element && (node.matches('${GRID}') || node.querySelector('${GRID}') !== null);
  const changesResults = (record) => {
    const node = record.target instanceof Element ? record.target : record.target.parentElement;
    if (!node || !results.contains(node)) return false;
    if (record.type !== 'childList') return false;
    return node.matches('${GRID}') || [...record.addedNodes, ...record.removedNodes].some(touchesGrid);
  };
  window.__benchKeys = [];
  window.__benchEvents = [];
  let pending = null;
  input.addEventListener('keydown', (event) => {
    pending = { key: event.key, start: event.timeStamp, domAt: null, paintedAt: null };
    window.__benchKeys.push(pending);
  }, true);
  new MutationObserver((records) => {
    const current = pending;
    if (!current || current.domAt !== null || !records.some(changesResults)) return;
    current.domAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => { current.paintedAt = performance.now(); }, 0));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push({ name: entry.name, start: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();
`;

export interface KeystrokeStamp {
  key: string;
  start: number;
  domAt: number | null;
  paintedAt: number | null;
}

export interface EventStamp {
  name: string;
  start: number;
  duration: number;
  interactionId: number;
}

export interface FirstGridStamp {
  domAt: number;
  paintedAt: number;
  readyAt: number;
}
