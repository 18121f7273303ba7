import { earlySearchMarkup } from './earlySearch';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

/** The page as the server sends it, with the app's listeners on #root as React puts them there when it takes over. */
function serverPage() {
  document.documentElement.removeAttribute('data-app');
  document.body.innerHTML = `
    <div id="root">
      <button type="button">ADD TO CART</button>
      <label><input type="checkbox" name="category" value="Women"> Women</label>
      <select aria-label="Sort products"><option value="relevant" selected>Relevant</option><option value="low-high">Low to High</option></select>
      <form aria-label="Subscribe"><input type="email" name="email"><button type="submit">SUBSCRIBE</button></form>
      <input type="search" aria-label="Search">
    </div>`;
  const root = document.getElementById('root') as HTMLElement;
  const seen: string[] = [];
  root.addEventListener('click', (event) =>
    seen.push(`click ${(event.target as Element).textContent?.trim() || (event.target as Element).tagName}`),
  );
  root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLInputElement).value}`));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submit');
  });
  const get = <T extends Element>(selector: string) => root.querySelector(selector) as unknown as T;
  return {
    seen,
    button: get<HTMLButtonElement>('button[type="button"]'),
    checkbox: get<HTMLInputElement>('input[type="checkbox"]'),
    label: get<HTMLLabelElement>('label'),
    select: get<HTMLSelectElement>('select'),
    search: get<HTMLInputElement>('input[type="search"]'),
    email: get<HTMLInputElement>('input[type="email"]'),
    subscribe: get<HTMLButtonElement>('button[type="submit"]'),
  };
}

/** Runs the script as the page's head runs it: its own text, on its own. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the exact text the server writes into pages
const runScript = () => (new Function(EARLY_TAPS_SCRIPT) as () => void)();

/** More tasks than any test holds taps: the script makes one again a task. */
const REPLAY_TASKS = 10;

async function appTakesOver() {
  document.documentElement.dataset.app = 'ready';
  // The observer reports in a microtask; the taps are made again one a task, each queued by the one before. Waiting
  // task by task (not for a time) lets every one run first however slow the machine is.
  for (let task = 0; task < REPLAY_TASKS; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('taps before the app has taken the page over', () => {
  // Every page ends taken over, so no test's script holds taps in the next.
  afterEach(async () => {
    await appTakesOver();
    document.documentElement.removeAttribute('data-app');
    document.body.innerHTML = '';
  });

  it('holds a button tap and makes it once when the app is ready, marking the button busy meanwhile', async () => {
    const page = serverPage();
    runScript();
    page.button.click();
    expect(page.seen).toEqual([]);
    expect(page.button.getAttribute('aria-busy')).toBe('true');
    await appTakesOver();
    expect(page.seen).toEqual(['click ADD TO CART']);
    expect(page.button.hasAttribute('aria-busy')).toBe(false);
    page.button.click();
    expect(page.seen).toEqual(['click ADD TO CART', 'click ADD TO CART']);
  });

  it('leaves a checkbox as the page shows it until the app applies the tap, then ticks it through the app', async () => {
    const page = serverPage();
    runScript();
    page.label.click();
    expect(page.checkbox.checked).toBe(false);
    await appTakesOver();
    expect(page.checkbox.checked).toBe(true);
    expect(page.seen).toContain('change Women');
  });

  it('puts a menu chosen early back, and chooses it again through the app', async () => {
    const page = serverPage();
    runScript();
    page.select.value = 'low-high';
    page.select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(page.select.value).toBe('relevant');
    expect(page.seen).toEqual([]);
    await appTakesOver();
    expect(page.select.value).toBe('low-high');
    expect(page.seen).toEqual(['change low-high']);
  });

  it('makes several taps again in the order they were made', async () => {
    const page = serverPage();
    runScript();
    page.label.click();
    page.button.click();
    page.email.value = 'asha@example.com';
    (page.email.form as HTMLFormElement).requestSubmit();
    await appTakesOver();
    expect(page.seen).toEqual(['click Women', 'click INPUT', 'change Women', 'click ADD TO CART', 'submit']);
  });

  it('sends a form once however often it was sent before the app: its button tapped twice, then Enter', async () => {
    const page = serverPage();
    runScript();
    page.email.value = 'asha@example.com';
    page.subscribe.click();
    page.subscribe.click();
    (page.email.form as HTMLFormElement).requestSubmit();
    expect(page.subscribe.getAttribute('aria-busy')).toBe('true');
    await appTakesOver();
    expect(page.seen).toEqual(['click SUBSCRIBE', 'submit']);
  });

  it('still holds a tap on another control after a form was sent', async () => {
    const page = serverPage();
    runScript();
    (page.email.form as HTMLFormElement).requestSubmit();
    page.subscribe.click();
    page.button.click();
    await appTakesOver();
    expect(page.seen).toEqual(['submit', 'click ADD TO CART']);
  });

  it('lets typing fields work at once', () => {
    const page = serverPage();
    runScript();
    page.search.click();
    expect(page.seen).toEqual(['click INPUT']);
  });

  it('does nothing on a page the app has already taken over', () => {
    const page = serverPage();
    document.documentElement.dataset.app = 'ready';
    runScript();
    page.button.click();
    expect(page.seen).toEqual(['click ADD TO CART']);
  });

  describe('controls that show their effect at once', () => {
    /** A size group and a disclosure, with the app's own handling of them as it has once it has taken over. */
    function controlsPage() {
      document.documentElement.removeAttribute('data-app');
      document.body.innerHTML = `
        <div id="root">
          <div role="group" aria-label="Select Size">
            <button type="button" aria-pressed="false">S</button><button type="button" aria-pressed="true">M</button>
          </div>
          <button type="button" aria-expanded="false" aria-controls="menu">Open menu</button>
          <div id="menu" hidden><a href="/collection">COLLECTION</a></div>
        </div>`;
      const root = document.getElementById('root') as HTMLElement;
      const [small, medium, toggle] = [...root.querySelectorAll('button')] as [
        HTMLButtonElement,
        HTMLButtonElement,
        HTMLButtonElement,
      ];
      const menu = document.getElementById('menu') as HTMLElement;
      const seen: string[] = [];
      let open = false;
      root.addEventListener('click', (event) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        const target = event.target as HTMLElement;
        seen.push(`${target.textContent ?? ''}${menu.hasAttribute('data-early-open') ? ' (marked)' : ''}`);
        if (target !== toggle) return;
        open = !open;
        toggle.setAttribute('aria-expanded', String(open));
        menu.hidden = !open;
      });
      return { seen, small, medium, toggle, menu };
    }

    it('marks a size chosen in its group at once and gives the app the tap', async () => {
      const page = controlsPage();
      runScript();
      page.small.click();
      expect([page.small.getAttribute('aria-pressed'), page.medium.getAttribute('aria-pressed')]).toEqual([
        'true',
        'false',
      ]);
      expect(page.seen).toEqual([]);
      await appTakesOver();
      expect(page.seen).toEqual(['S']);
    });

    it("opens a disclosure's panel at once, marked as opened before the app, and the app opens it with the tap", async () => {
      const page = controlsPage();
      runScript();
      page.toggle.click();
      expect([page.toggle.getAttribute('aria-expanded'), page.menu.hidden]).toEqual(['true', false]);
      expect(page.menu.hasAttribute('data-early-open')).toBe(true);
      await appTakesOver();
      // The mark is gone before the app handles the tap: from then on the panel is the app's.
      expect(page.seen).toEqual(['Open menu']);
      expect([page.toggle.getAttribute('aria-expanded'), page.menu.hidden]).toEqual(['true', false]);
      expect(page.menu.hasAttribute('data-early-open')).toBe(false);
    });

    it('closes a disclosure tapped twice before the app as the page came, and the app gets both taps', async () => {
      const page = controlsPage();
      runScript();
      page.toggle.click();
      page.toggle.click();
      expect([page.toggle.getAttribute('aria-expanded'), page.menu.hidden]).toEqual(['false', true]);
      expect(page.menu.hasAttribute('data-early-open')).toBe(false);
      await appTakesOver();
      expect(page.seen).toEqual(['Open menu', 'Open menu']);
      expect([page.toggle.getAttribute('aria-expanded'), page.menu.hidden]).toEqual(['false', true]);
    });

    it("opens the page's own search form at once with its field focused, and lets the browser send it", () => {
      document.documentElement.removeAttribute('data-app');
      document.body.innerHTML =
        '<div id="root"><button type="button" aria-expanded="false" aria-controls="search-bar">Search</button></div>' +
        earlySearchMarkup({
          action: '/collection',
          label: 'Search',
          placeholder: 'Search',
          submit: 'Search',
          value: '',
        });
      const form = document.querySelector('form') as HTMLFormElement;
      let sentByBrowser = false;
      // The listener after the script's: it sees what the browser would send.
      runScript();
      document.addEventListener('submit', (event) => {
        sentByBrowser = !event.defaultPrevented;
        event.preventDefault();
      });
      (document.querySelector('button') as HTMLButtonElement).click();
      expect(form.hidden).toBe(false);
      expect(document.activeElement).toBe(form.querySelector('input'));
      form.requestSubmit();
      expect(sentByBrowser).toBe(true);
    });

    it('shows a toggle alone (a heart) toggled at once, and the app toggles it from the state the page came with', async () => {
      document.documentElement.removeAttribute('data-app');
      document.body.innerHTML = `<div id="root"><button type="button" aria-pressed="false">Save Kurta</button></div>`;
      const heart = document.querySelector('button') as HTMLButtonElement;
      const seenPressed: Array<string | null> = [];
      heart.addEventListener('click', () => {
        if (document.documentElement.dataset.app !== 'ready') return;
        seenPressed.push(heart.getAttribute('aria-pressed'));
        heart.setAttribute('aria-pressed', String(heart.getAttribute('aria-pressed') !== 'true'));
      });
      runScript();
      heart.click();
      expect(heart.getAttribute('aria-pressed')).toBe('true');
      await appTakesOver();
      expect(seenPressed).toEqual(['false']);
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    });
  });
});
