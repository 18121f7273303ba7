// Opens Razorpay's checkout popup (or the sandbox's, which behaves the same) for a provider order.
import { loadScript } from '../../shared/browser/loadScript';
import { SHOP_NAME } from '../../shared/constants';

export interface PopupResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  receipt: string;
  prefill: { email: string; contact: string; name: string };
  handler: (result: PopupResult) => void;
  modal: { ondismiss: () => void };
  config: {
    display: { hide: Array<{ method: string; flows?: string[] }>; preferences: { show_default_blocks: boolean } };
  };
}

/**
 * UPI as Razorpay's checkout offers it now: the UPI apps of the phone (intent) on a phone and a QR code on a computer,
 * which it chooses itself; the collect flow (typing a UPI id, retired for most shops) is hidden.
 */
export const POPUP_DISPLAY: RazorpayOptions['config'] = {
  display: { hide: [{ method: 'upi', flows: ['collect'] }], preferences: { show_default_blocks: true } },
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

export interface PopupRequest {
  script: string;
  key: string;
  order: { id: string; amount: number; currency: string; receipt: string };
  customer: { email: string; contact: string; name: string };
}

/** Resolves with the signed result when the shopper pays, or with null when they close the popup. */
export async function payInPopup({ script, key, order, customer }: PopupRequest): Promise<PopupResult | null> {
  // The checkout script defines window.Razorpay; once it has, there is nothing more to load.
  if (!window.Razorpay) await loadScript(script);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded. Please try again.');
  return new Promise((resolve) => {
    new Razorpay({
      key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      receipt: order.receipt,
      name: SHOP_NAME,
      description: `Order ${order.receipt.slice(0, 8)}`,
      prefill: customer,
      handler: (result) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
      config: POPUP_DISPLAY,
    }).open();
  });
}
