// The orders wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses, log levels and exit codes.
import { orderNumber } from '../../contract';
import type { CancelReason } from '../db/schema';
import { InvalidInput, NotCompleted, NotFound, Refused } from '../errors';
import type { MessageKey } from '../messages';

/** The client's copy of the cart (lines, prices, total) is not the server's, or its waiting payment was replaced. */
export class CartChanged extends Refused {
  constructor() {
    super({ key: 'order.cartChanged' });
  }
}

/** A cart line the shop cannot take: a product gone, a size not sold, too many lines or pieces. */
export class CartLineRefused extends Refused {}

/** An order asked for by id that is not there (or not the asker's, or not paid the way asked). */
export class OrderNotFound extends NotFound {}

/** An operator's status change the lifecycle does not allow now. */
export class StatusChangeRefused extends Refused {}

/** A cancellation, return or exchange the order's state or the shop's rules do not allow (afterSale/). */
export class AfterSaleRefused extends Refused {}

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

/** More pieces of one size in one order than any shopper may order at once. */
export class SizeCapExceeded extends Refused {
  constructor(item: { name: string; size: string; quantity: number }, cap: number) {
    super({ key: 'order.sizeCap', values: { cap, quantity: item.quantity, name: item.name, size: item.size } });
  }
}

/** The account has as many unpaid orders, or pieces in them, as it may: cash on delivery counts until delivered. */
export class UnpaidLimitReached extends Refused {
  constructor(open: { orders: number; units: number }, max: { orders: number; units: number }) {
    super(
      open.orders + 1 > max.orders
        ? { key: 'order.unpaidOrders', values: { orders: open.orders } }
        : { key: 'order.unpaidUnits', values: { max: max.units } },
    );
  }
}
