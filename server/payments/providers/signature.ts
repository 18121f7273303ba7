// Razorpay's payment signature: HMAC-SHA256 of "order_id|payment_id" with the key secret, hex.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function razorpaySignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Compared in constant time, so the answer's timing says nothing about how much of a forgery was right. */
export function isValidRazorpaySignature(
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
  secret: string,
): boolean {
  const expected = Buffer.from(razorpaySignature(orderId, paymentId, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
