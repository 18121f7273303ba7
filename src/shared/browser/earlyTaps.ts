// Taps on a server-rendered page before the app has taken it over are held, not lost: a button, checkbox or form
// tapped then does nothing by itself (so it never shows a state the page does not have) and is tapped again for the
// shopper, once, when the app marks <html data-app="ready">. Forms outside #root (the page's own search,
// earlySearch.ts) are the browser's: sent as they are. Three kinds of button show their effect at once, as the
// app will: a choice in a group (aria-pressed: a size) is marked chosen, a toggle alone (aria-pressed: the
// wishlist's heart) is shown toggled until the app is given the tap, and a disclosure (aria-expanded with
// aria-controls: the menu, FILTERS) opens or closes its panel, which carries data-early-open while it is open before
// the app (its styles show it so); the mark goes when the app is given the tap. A menu chosen then goes back until the app applies
// it. A form is sent once however often it was sent meanwhile (SIGN IN tapped twice signs in once). Links and typing
// work as they always do. The server writes this function into the page's head
// (server/pages/pageRenderer.ts) as an inline script, so it must stand alone: nothing from outside its body.

/** How long taps are held for an app that never comes (its scripts failed): then the page works without it. */
export const HOLD_TAPS_MS = 20_000;

export function holdEarlyTaps(doc: Document, giveUpMs: number): void {
  const html = doc.documentElement;
  if (html.dataset.app === 'ready') return;
  const held: Array<() => void> = [];
  const typed = /^(text|search|email|password|tel|number|url)$/;
  const sent: HTMLFormElement[] = [];
  /** Whether `form`'s sending is held already: the event is stopped and not held again. */
  const sentAlready = (event: Event, form: HTMLFormElement | null) => {
    if (!form) return false;
    if (sent.includes(form)) {
      event.preventDefault();
      event.stopPropagation();
      return true;
    }
    sent.push(form);
    return false;
  };

  /** A disclosure's panel's own `hidden`, as the page came, before any early tap changed it. */
  const cameHidden = new Map<HTMLElement, boolean>();
  /** Shows a choice's or a disclosure's effect at once; returns what to clear before the app gets the tap. */
  const showAtOnce = (control: HTMLElement): (() => void) => {
    const group = control.closest('[role="group"]');
    if (control.hasAttribute('aria-pressed') && group) {
      for (const choice of group.querySelectorAll('[aria-pressed]'))
        choice.setAttribute('aria-pressed', String(choice === control));
      return () => undefined;
    }
    if (control.hasAttribute('aria-pressed')) {
      const was = control.getAttribute('aria-pressed');
      control.setAttribute('aria-pressed', String(was !== 'true'));
      // Back as it was just before the app's own toggle, which then shows the same.
      return () => control.setAttribute('aria-pressed', was ?? 'false');
    }
    const panelId = control.getAttribute('aria-controls');
    const panel = panelId ? doc.getElementById(panelId) : null;
    if (!control.hasAttribute('aria-expanded') || !panel) return () => undefined;
    if (!cameHidden.has(panel)) cameHidden.set(panel, panel.hidden);
    const open = control.getAttribute('aria-expanded') !== 'true';
    control.setAttribute('aria-expanded', String(open));
    panel.toggleAttribute('data-early-open', open);
    panel.hidden = !open && cameHidden.get(panel) === true;
    // A search opened is typed into at once, as the app's bar is.
    if (open && panel.getAttribute('role') === 'search') panel.querySelector('input')?.focus();
    return () => panel.removeAttribute('data-early-open');
  };

  const hold = (event: Event, control: HTMLElement, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    held.push(() => {
      control.removeAttribute('aria-busy');
      if (control.isConnected) replay();
    });
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, input, label, summary, [role="button"]');
    if (!control || !control.closest('#root')) return;
    if (control instanceof HTMLInputElement && typed.test(control.type)) return;
    if (
      control instanceof HTMLLabelElement &&
      control.control &&
      typed.test((control.control as HTMLInputElement).type)
    )
      return;
    const sends =
      (control instanceof HTMLButtonElement && control.type === 'submit') ||
      (control instanceof HTMLInputElement && /^(submit|image)$/.test(control.type));
    if (sends && sentAlready(event, (control as HTMLButtonElement).form)) return;
    const shown = control instanceof HTMLButtonElement ? showAtOnce(control) : () => undefined;
    hold(event, control, () => {
      shown();
      control.click();
    });
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('#root')) return;
    const chosen = select.value;
    const shown = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
    select.value = shown ? shown.value : '';
    hold(event, select, () => {
      select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('#root')) return;
    const submitter = (event as SubmitEvent).submitter;
    if (sentAlready(event, form)) return;
    hold(event, form, () =>
      submitter instanceof HTMLElement && submitter.isConnected ? form.requestSubmit(submitter) : form.requestSubmit(),
    );
  };
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
  // One tap a task, in the order they were made: each sees the screen the one before it left.
  const replayNext = () => {
    const next = held.shift();
    if (!next) return;
    next();
    setTimeout(replayNext, 0);
  };
  const observer = new MutationObserver(() => {
    if (html.dataset.app !== 'ready') return;
    stop();
    setTimeout(replayNext, 0);
  });
  const giveUp = setTimeout(() => {
    stop();
    for (const control of doc.querySelectorAll('#root [aria-busy="true"]')) control.removeAttribute('aria-busy');
    held.length = 0;
  }, giveUpMs);
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);
  doc.addEventListener('submit', onSubmit, true);
}

/** The inline script the server writes into a page's head: the function above, run on the page. */
export const EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})(document,${HOLD_TAPS_MS})`;
