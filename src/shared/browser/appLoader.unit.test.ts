import { APP_LOADER_SCRIPT, PAGE_SCRIPTS_ID, type PageScripts } from './appLoader';

const LISTED: PageScripts = {
  run: ['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js'],
  preload: ['/assets/route-home.4.js'],
};

/** Runs the script as the page's head runs it: its own text, on its own. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the exact text the server writes into pages
const runScript = () => (new Function(APP_LOADER_SCRIPT) as () => void)();

/** The page's end as the server writes it: the list of scripts. */
function listScripts() {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(LISTED)}</script>`;
}

/** What the loader has added to the head: scripts in order, and preloads. */
const added = () => ({
  run: [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]),
  preload: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]),
});

const NOTHING = { run: [], preload: [] };
const EVERYTHING = {
  run: LISTED.run.map((src) => [src, false]),
  preload: LISTED.preload.map((href) => [href, 'script']),
};

/** A frame and the task after it, as the loader waits for them after the page's load event. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

describe("the app's scripts on a server-rendered page", () => {
  let readyState: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '';
    listScripts();
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });
  afterEach(() => readyState.mockRestore());

  it('asks for nothing until the page has loaded and painted, then for the app in order and the screen beside it', async () => {
    runScript();
    await afterPaint();
    expect(added()).toEqual(NOTHING);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual(NOTHING);
    await afterPaint();
    expect(added()).toEqual(EVERYTHING);
  });

  it('asks at once when the shopper reaches for the page first, and only once', async () => {
    runScript();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toEqual(EVERYTHING);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await afterPaint();
    expect(added()).toEqual(EVERYTHING);
  });

  it("waits for the page's end when the shopper reaches for it before it has arrived", () => {
    readyState.mockReturnValue('loading');
    runScript();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(added()).toEqual(NOTHING);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual(EVERYTHING);
  });
});
