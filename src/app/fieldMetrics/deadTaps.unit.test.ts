import { DEAD_TAP_MS } from '../../../contract';
import { watchTaps, type DeadTaps } from './deadTaps';

/** Each test's own page (in a frame of its own), so no watcher of another test listens to it. */
let doc: Document;

/** A page of controls; each test's listener gives one its effect (or none). */
function page() {
  doc.body.innerHTML = `
    <main>
      <button type="button" id="act">ADD TO CART</button>
      <button type="button" id="nothing">SIZE GUIDE</button>
      <a href="#top" id="link">Top</a>
      <label><input type="checkbox" id="women"> Women</label>
      <input type="search" id="search" aria-label="Search">
      <p id="text">Plain text</p>
      <output id="said"></output>
    </main>`;
  const get = (id: string) => doc.getElementById(id) as HTMLElement;
  return {
    act: get('act'),
    nothing: get('nothing'),
    checkbox: get('women'),
    search: get('search'),
    text: get('text'),
    said: get('said'),
  };
}

/** A pointer's tap as the browser sends it: the press, then a click with a count. */
function tap(element: HTMLElement, { between }: { between?: () => void } = {}) {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  between?.();
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
}

let verdicts: boolean[];
let watcher: DeadTaps;

beforeEach(() => {
  jest.useFakeTimers();
  verdicts = [];
  // A frame's page, which can hold the focus.
  const frame = document.createElement('iframe');
  document.body.append(frame);
  doc = frame.contentDocument as Document;
  watcher = watchTaps(doc, () => (dead) => verdicts.push(dead));
});

afterEach(() => {
  watcher.settle();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const aSecondLater = () => jest.advanceTimersByTime(DEAD_TAP_MS);

describe('dead taps', () => {
  it('counts a tap whose control changes the page as live, and one after which nothing changes as dead', () => {
    const { act, nothing, said } = page();
    act.addEventListener('click', () => (said.textContent = 'Added to cart'));
    tap(act);
    tap(nothing);
    expect(verdicts).toEqual([false]);
    aSecondLater();
    expect(verdicts).toEqual([false, true]);
  });

  it('counts a tap as dead when the shopper taps another control before anything changed', () => {
    const { act, nothing, said } = page();
    act.addEventListener('click', () => (said.textContent = 'Added to cart'));
    tap(nothing);
    tap(act);
    expect(verdicts).toEqual([true]);
    aSecondLater();
    expect(verdicts).toEqual([true, false]);
  });

  it('counts a change that comes only after a second as too late', () => {
    const { act, said } = page();
    act.addEventListener('click', () => setTimeout(() => (said.textContent = 'Added'), DEAD_TAP_MS + 500));
    tap(act);
    aSecondLater();
    expect(verdicts).toEqual([true]);
  });

  it('sees a control that answers the press, before the click', () => {
    const { act, said } = page();
    tap(act, { between: () => (said.textContent = 'Menu open') });
    aSecondLater();
    expect(verdicts).toEqual([false]);
  });

  it('sees the focus moving to another element, but not into the tapped control', () => {
    const { act, nothing, search } = page();
    act.addEventListener('click', () => search.focus());
    tap(act);
    tap(nothing, { between: () => nothing.focus() });
    aSecondLater();
    expect(verdicts).toEqual([false, true]);
  });

  it("sees a checkbox's value changing, and never counts a field's tap as dead", () => {
    const { checkbox, search } = page();
    tap(checkbox.closest('label') as HTMLElement);
    aSecondLater();
    tap(search);
    expect(verdicts).toEqual([false, false]);
  });

  it("counts neither a key's click nor a tap beside the controls", () => {
    const { nothing, text } = page();
    nothing.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    tap(text);
    aSecondLater();
    expect(verdicts).toEqual([]);
  });

  it('ends the taps still watched as live when the page is left', () => {
    const { nothing } = page();
    tap(nothing);
    watcher.settle();
    expect(verdicts).toEqual([false]);
    aSecondLater();
    expect(verdicts).toEqual([false]);
  });
});
