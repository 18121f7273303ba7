// The offline stand-in for Razorpay: provider orders kept in the shop's database, paid in a test popup
// whose result is signed exactly as Razorpay signs it.
import { createHmac, randomBytes } from 'node:crypto';
import { isValidRazorpaySignature, razorpaySignature } from '../signature';
import type { SandboxRecords } from './records';
import { SANDBOX_CALL_MS, type PopupCheckout } from '../types';

export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandbox';

export interface PopupResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpaySandbox extends PopupCheckout {
  /** The test popup's Pay button: a signed result for the handler, or undefined for an unknown order. */
  pay(orderId: string): Promise<PopupResult | undefined>;
  describe(orderId: string): Promise<{ amount: number; currency: string } | undefined>;
}

export function createRazorpaySandbox(records: SandboxRecords, serverSecret: string): RazorpaySandbox {
  // Derived from the server's secret, so every process of one shop signs alike and nobody else can.
  const secret = createHmac('sha256', serverSecret).update('razorpay-sandbox').digest('hex');
  const findOrder = (id: string) => records.find('razorpay', id);

  return {
    mode: 'sandbox',
    longestCallMs: SANDBOX_CALL_MS,
    keyId: SANDBOX_RAZORPAY_KEY_ID,
    async createOrder({ amountPaise, currency, receipt }) {
      const id = `order_sbx${randomBytes(8).toString('hex')}`;
      await records.add({
        id,
        provider: 'razorpay',
        idempotency_key: null,
        amount: amountPaise,
        currency,
        reference: receipt,
        status: 'created',
        details: '{}',
        created_at: Date.now(),
      });
      return { id, amount: amountPaise, currency, receipt };
    },
    verifySignature: (result) => isValidRazorpaySignature(result, secret),
    async describe(orderId) {
      const order = await findOrder(orderId);
      return order ? { amount: order.amount, currency: order.currency } : undefined;
    },
    async pay(orderId) {
      const order = await findOrder(orderId);
      if (!order) return undefined;
      const paymentId = `pay_sbx${randomBytes(8).toString('hex')}`;
      await records.update(orderId, { status: 'paid', details: JSON.stringify({ paymentId }) });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpaySignature(orderId, paymentId, secret),
      };
    },
  };
}
