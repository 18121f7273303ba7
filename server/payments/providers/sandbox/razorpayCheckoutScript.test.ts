// The sandbox's checkout.js, run as a page runs it (on a stand-in of the few DOM calls it makes): its dialog states
// the order's amount in rupees, converted from Razorpay's paise with the contract's factor.
import { RAZORPAY_SANDBOX_SCRIPT } from './razorpayCheckoutScript';

/** An element as far as the script uses one: attributes, text, listeners, and a child for each selector it asks. */
class StandInElement {
  textContent = '';
  innerHTML = '';
  disabled = false;
  value = '';
  private readonly children = new Map<string, StandInElement>();
  setAttribute(): void {}
  addEventListener(): void {}
  focus(): void {}
  remove(): void {}
  querySelector(selector: string): StandInElement {
    const child = this.children.get(selector) ?? new StandInElement();
    this.children.set(selector, child);
    return child;
  }
}

interface Checkout {
  open(): void;
}

/** The dialog the script opens for these options. */
function openedWith(options: { amount: number; name: string; description: string }): StandInElement {
  const shown: StandInElement[] = [];
  const document = {
    currentScript: null,
    activeElement: null,
    createElement: () => new StandInElement(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    body: { appendChild: (element: StandInElement) => shown.push(element) },
  };
  const window: { Razorpay?: new (given: typeof options) => Checkout } = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is what the browser runs, run the same way
  const run = new Function('window', 'document', RAZORPAY_SANDBOX_SCRIPT) as (...args: unknown[]) => void;
  run(window, document);
  if (!window.Razorpay) throw new Error('checkout.js defined no Razorpay');
  new window.Razorpay(options).open();
  const [dialog] = shown;
  if (!dialog) throw new Error('checkout.js showed no dialog');
  return dialog;
}

describe("the Razorpay sandbox's checkout.js", () => {
  it("states the order's amount in rupees, as the contract converts Razorpay's paise", () => {
    const dialog = openedWith({ amount: 123456, name: 'Kapda', description: 'Order KAP-1' });
    expect(dialog.querySelector('#rzp-sbx-note').textContent).toBe('Kapda: Order KAP-1, ₹1,234.56');
    expect(
      openedWith({ amount: 5000, name: 'Kapda', description: 'Order' }).querySelector('#rzp-sbx-note').textContent,
    ).toBe('Kapda: Order, ₹50.00');
  });
});
