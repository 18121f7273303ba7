// Dead taps: a pointer's tap on a control after which nothing shows within DEAD_TAP_MS. Anything counts as showing:
// a change anywhere in the page's markup (what React draws, a dialog or menu opening), its address, the focus moving
// to another element, a field's value, a scroll, or the page being left. A page that changes by itself meanwhile (a
// timer's redraw) hides a dead tap, so the count is a floor. Watching starts at the press, as some controls answer it,
// and a press on another control ends it sooner: the shopper has moved on, and what that tap changes is not this one's.
import { DEAD_TAP_MS } from '../../../contract';

/** A label is none: its tap is sent on to its field as a click of its own (Chromium's has a count too), counted there. */
const CONTROLS = 'button, a, input, select, textarea, summary, [role="button"]';

/**
 * Controls the browser answers by itself with nothing a page can see (a picker, the caret, a file chooser): their
 * taps count, never as dead. A checkbox or radio button changes its value, which is seen.
 */
const ANSWERED_BY_BROWSER = `select, textarea, input${['button', 'submit', 'reset', 'image', 'checkbox', 'radio']
  .map((type) => `:not([type="${type}"])`)
  .join('')}`;

/** Called at the tap; what it answers is told whether the tap was dead once that is known. */
export type TapWatcher = () => (dead: boolean) => void;

interface Watch {
  control: Element;
  href: string;
  changed: boolean;
}

interface Tap extends Watch {
  verdict: (dead: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface DeadTaps {
  /** Ends the taps still being watched as not dead: the page is being left, which the shopper sees. */
  settle(): void;
}

export function watchTaps(doc: Document, onTap: TapWatcher): DeadTaps {
  const view = doc.defaultView ?? window;
  let pressed: Watch | undefined;
  const taps = new Set<Tap>();
  const watching = () => [...taps, ...(pressed ? [pressed] : [])];
  const changed = (except?: Node) => {
    for (const watch of watching()) if (!except || !watch.control.contains(except)) watch.changed = true;
  };
  const observer = new MutationObserver(() => changed());
  let observing = false;
  const observe = (on: boolean) => {
    if (on === observing) return;
    observing = on;
    if (on) observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
    else observer.disconnect();
  };

  /** Changes made before now, whose records the observer has not handed over yet, belong to the taps before. */
  const catchUp = () => {
    if (observer.takeRecords().length > 0) changed();
  };

  const decide = (tap: Tap) => {
    catchUp();
    clearTimeout(tap.timer);
    taps.delete(tap);
    observe(taps.size > 0 || pressed !== undefined);
    tap.verdict(!tap.changed && view.location.href === tap.href);
  };

  // The page's own Element: a frame's page has its own.
  const controlOf = (event: Event) => (event.target instanceof view.Element ? event.target.closest(CONTROLS) : null);

  doc.addEventListener(
    'pointerdown',
    (event) => {
      const control = controlOf(event);
      if (control) for (const tap of [...taps]) decide(tap);
      catchUp();
      pressed = control ? { control, href: view.location.href, changed: false } : undefined;
      observe(taps.size > 0 || pressed !== undefined);
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      // A pointer's click has a count; a key's (Enter on a button), or a script's, has none.
      const control = controlOf(event);
      if (!control || (event as MouseEvent).detail === 0) return;
      catchUp();
      const watch: Watch =
        pressed?.control === control ? pressed : { control, href: view.location.href, changed: false };
      pressed = undefined;
      const verdict = onTap();
      if (control.matches(ANSWERED_BY_BROWSER)) {
        verdict(false);
        return;
      }
      const tap: Tap = { ...watch, verdict, timer: setTimeout(() => decide(tap), DEAD_TAP_MS) };
      taps.add(tap);
      observe(true);
    },
    true,
  );
  // The focus moving into the tapped control itself (a pressed button takes it) is not the tap's effect.
  doc.addEventListener('focusin', (event) => changed(event.target as Node), true);
  for (const type of ['input', 'change', 'scroll', 'toggle']) doc.addEventListener(type, () => changed(), true);

  return {
    settle() {
      for (const tap of [...taps]) {
        tap.changed = true;
        decide(tap);
      }
    },
  };
}
