// What the payment sandbox keeps of its pretend providers' sessions and orders. The records are rows of the shop's
// database, written by the payments wing (payments/sandboxRecords.ts); the sandbox only names what it needs.
import type { SandboxPaymentsTable } from '../../../db/schema';
import type { ProviderRefund, RefundRequest } from '../types';

export type SandboxRecord = SandboxPaymentsTable;

export interface SandboxRecords {
  /** The provider's record `id`, if it is one of that provider's. */
  find(provider: SandboxRecord['provider'], id: string): Promise<SandboxRecord | undefined>;
  /** The records whose reference is `reference` (a payment's refunds), oldest first. */
  referring(provider: SandboxRecord['provider'], reference: string): Promise<SandboxRecord[]>;
  /** The id of the record made for this idempotency key, if any. */
  idFor(idempotencyKey: string): Promise<string | undefined>;
  /** Adds a record; a second one with the same idempotency key fails as a unique violation. */
  add(record: SandboxRecord): Promise<void>;
  /** Sets a record's status (and details), only while it is `from` when that is given. */
  update(id: string, change: Partial<Pick<SandboxRecord, 'status' | 'details'>>, from?: string): Promise<void>;
}

/**
 * A sandbox Razorpay refund, made as Razorpay makes one: no idempotency key; the caller first looks for the refund of
 * this attempt among the payment's (by the notes the shop sent), then creates one, in two steps (the shop's payment
 * lock keeps two senders apart). Answers it, and whether this call made it.
 */
export async function sandboxRazorpayRefund(
  records: SandboxRecords,
  { id, state }: ProviderRefund,
  { refundId, paymentId, amountPaise, attempt }: RefundRequest,
): Promise<{ refund: ProviderRefund; made: boolean }> {
  const earlier = (await records.referring('razorpay', paymentId)).find((record) => {
    const notes = JSON.parse(record.details) as { refundId?: string; attempt?: number };
    return notes.refundId === refundId && (notes.attempt ?? 0) === attempt;
  });
  if (earlier) return { refund: { id: earlier.id, state: earlier.status as ProviderRefund['state'] }, made: false };
  await records.add({
    id,
    provider: 'razorpay',
    idempotency_key: null,
    amount: amountPaise,
    currency: 'INR',
    reference: paymentId,
    status: state,
    details: JSON.stringify({ refundId, attempt }),
    created_at: Date.now(),
  });
  return { refund: { id, state }, made: true };
}

/**
 * A sandbox refund: made once per idempotency key (a retry answers the first), ending as the sandbox plays refunds.
 * Answers it, and whether this call made it.
 */
export async function sandboxRefund(
  records: SandboxRecords,
  provider: SandboxRecord['provider'],
  { id, state }: ProviderRefund,
  { refundId, paymentId, amountPaise, idempotencyKey }: RefundRequest,
): Promise<{ refund: ProviderRefund; made: boolean }> {
  const earlier = await records.idFor(idempotencyKey);
  const made = earlier ? await records.find(provider, earlier) : undefined;
  if (made) return { refund: { id: made.id, state: made.status as ProviderRefund['state'] }, made: false };
  await records.add({
    id,
    provider,
    idempotency_key: idempotencyKey,
    amount: amountPaise,
    currency: 'INR',
    reference: paymentId,
    status: state,
    details: JSON.stringify({ refundId }),
    created_at: Date.now(),
  });
  return { refund: { id, state }, made: true };
}
