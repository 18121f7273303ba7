// The payments wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses, log levels and exit codes.
import { orderNumber } from '../../contract';
import type { Fulfilment } from '../orders';
import type { CancelReason } from '../db/schema';
import { InvalidInput, NotCompleted, Refused } from '../errors';
import type { MessageKey } from '../messages';

/** The operator asked to refund an order that has nothing to give back. */
export class NothingToRefund extends Refused {}

/** The provider has not taken the payment (yet): nothing changed, the cart is as it was. */
export class NotPaid extends NotCompleted {
  constructor() {
    super({ key: 'payment.notCompleted' });
  }
}

/**
 * The provider took a payment for an order that a newer one had replaced. The shop does not take it as an order (the
 * shopper changed what they buy or where it goes); the operator must refund it.
 */
export class PaymentReplaced extends Refused {
  override readonly operatorMustAct = true;

  constructor(readonly orderId: string) {
    super({ key: 'payment.forReplacedOrder', values: { orderId: orderNumber(orderId) } });
  }
}

/**
 * The provider took a payment after the hold on the order's units had ended, when they may have been sold to someone
 * else: the order is marked Refund Due for the operator, and the shopper is told.
 */
export class PaymentTooLate extends Refused {
  override readonly operatorMustAct = true;

  constructor(readonly orderId: string) {
    super({ key: 'payment.tooLate', values: { orderId: orderNumber(orderId) } });
  }
}

const CHANGES: Record<CancelReason, MessageKey> = {
  'product removed': 'payment.productRemoved',
  'price changed': 'payment.priceChanged',
};

/**
 * The provider took a payment for an order the shop had cancelled because a product in it was removed or repriced while
 * the shopper paid: the order is marked Refund Due for the operator, and the shopper is told why.
 */
export class PaymentForChangedProduct extends Refused {
  override readonly operatorMustAct = true;

  constructor(
    readonly orderId: string,
    readonly reason: CancelReason,
  ) {
    super({ key: CHANGES[reason], values: { orderId: orderNumber(orderId) } });
  }
}

/** A payment confirmation whose signature does not match (a forged or mangled callback, or an old webhook). */
export class PaymentNotVerified extends InvalidInput {}

/** Throws what the shopper is told when a confirmed payment could not be taken as an order. */
export function assertPaymentTaken(outcome: Fulfilment, orderId: string): void {
  if (outcome === 'cancelled') throw new PaymentReplaced(orderId);
  if (outcome === 'refund due') throw new PaymentTooLate(orderId);
  if (outcome === 'product removed' || outcome === 'price changed')
    throw new PaymentForChangedProduct(orderId, outcome);
}
