// The loader is the unit project's stand-in from __mocks__/ (jest.config.ts): jsdom runs no third-party script.
import { loadScript } from '../../shared/browser/loadScript';
import { SHOP_NAME } from '../../shared/constants';
import type * as RazorpayPopup from './razorpayPopup';

// The unit project gives the checkout listeners a stand-in popup for './razorpayPopup'; this test is
// about the real one, so it names the file itself, which the stand-in's mapping leaves alone.
const { payInPopup } = jest.requireActual<typeof RazorpayPopup>('./razorpayPopup.ts');

type PopupOptions = ConstructorParameters<NonNullable<Window['Razorpay']>>[0];

const request = {
  script: 'https://checkout.example/v1/checkout.js',
  key: 'rzp_key',
  order: { id: 'order_1', amount: 100_800, currency: 'INR', receipt: '64f1c0ffee0123456789abcd' },
  customer: { email: 'asha@example.com', contact: '+919876543210', name: 'Asha Rao' },
};
const paid = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'signed' };

/** What the provider's script defines: a popup that, once open, does what the shopper does. */
function providerPopup(shopper: (options: PopupOptions) => void): PopupOptions[] {
  const opened: PopupOptions[] = [];
  window.Razorpay = class {
    constructor(private readonly options: PopupOptions) {}
    open() {
      opened.push(this.options);
      shopper(this.options);
    }
  };
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('the Razorpay popup', () => {
  it('loads the provider’s script first when its popup is not on the page yet', async () => {
    jest.mocked(loadScript).mockImplementationOnce(() => {
      providerPopup((options) => options.handler(paid));
      return Promise.resolve();
    });
    await expect(payInPopup(request)).resolves.toEqual(paid);
    expect(jest.mocked(loadScript).mock.calls).toEqual([[request.script]]);
  });

  it('opens with the provider order, the shop’s name and the shopper’s details, without loading the script again', async () => {
    const opened = providerPopup((options) => options.handler(paid));
    await payInPopup(request);
    expect(loadScript).not.toHaveBeenCalled();
    expect(opened).toEqual([
      expect.objectContaining({
        key: 'rzp_key',
        order_id: 'order_1',
        amount: 100_800,
        currency: 'INR',
        receipt: request.order.receipt,
        name: SHOP_NAME,
        description: 'Order 64f1c0ff',
        prefill: request.customer,
        // UPI by the phone's apps or a QR code, never by typing a UPI id (the collect flow).
        config: {
          display: { hide: [{ method: 'upi', flows: ['collect'] }], preferences: { show_default_blocks: true } },
        },
      }),
    ]);
  });

  it('answers null when the shopper closes the popup', async () => {
    providerPopup((options) => options.modal.ondismiss());
    await expect(payInPopup(request)).resolves.toBeNull();
  });

  it('fails with a message the shopper can act on when the script brings no popup', async () => {
    await expect(payInPopup(request)).rejects.toThrow('The payment window could not be loaded. Please try again.');
  });
});
