// The orders wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses, log levels and exit codes.
import type { CancelReason } from '../db/schema';
import { InvalidInput, NotCompleted, NotFound, Refused } from '../errors';

/** The client's copy of the cart (lines, prices, total) is not the server's, or its waiting payment was replaced. */
export class CartChanged extends Refused {
  constructor() {
    super('Your cart or its prices changed since you opened it. Please review your cart and place the order again.');
  }
}

/** A cart line the shop cannot take: a product gone, a size not sold, too many lines or pieces. */
export class CartLineRefused extends Refused {}

/** An order asked for by id that is not there (or not the asker's, or not paid the way asked). */
export class OrderNotFound extends NotFound {}

/** An operator's status change the lifecycle does not allow now. */
export class StatusChangeRefused extends Refused {}

/** The provider has not taken the payment (yet): nothing changed, the cart is as it was. */
export class NotPaid extends NotCompleted {
  constructor() {
    super('The payment was not completed. Your cart is as you left it.');
  }
}

/**
 * The provider took a payment for an order that a newer one had replaced. The shop does not take it as an order (the
 * shopper changed what they buy or where it goes); the operator must refund it.
 */
export class PaymentReplaced extends Refused {
  override readonly operatorMustAct = true;

  constructor(readonly orderId: string) {
    super(
      `This payment was for order ${orderId}, which you changed before paying, so it was not taken as an order. Contact us with the order number for a refund.`,
    );
  }
}

/**
 * The provider took a payment after the hold on the order's units had ended, when they may have been sold to someone
 * else: the order is marked Refund Due for the operator, and the shopper is told.
 */
export class PaymentTooLate extends Refused {
  override readonly operatorMustAct = true;

  constructor(readonly orderId: string) {
    super(
      `This payment for order ${orderId} arrived after the time we keep items for a payment, so it was not taken as an order and will be refunded. Contact us with the order number if you have questions.`,
    );
  }
}

const CHANGES: Record<CancelReason, string> = {
  'product removed': 'a product in it was removed from the shop',
  'price changed': 'the price of a product in it changed',
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
    super(
      `This payment for order ${orderId} was not taken as an order because ${CHANGES[reason]} while you were paying. It will be refunded. Contact us with the order number if you have questions.`,
    );
  }
}

/** A payment confirmation whose signature does not match (a forged or mangled callback, or an old webhook). */
export class PaymentNotVerified extends InvalidInput {}

/** More pieces of one size in one order than any shopper may order at once. */
export class SizeCapExceeded extends Refused {
  constructor(item: { name: string; size: string; quantity: number }, cap: number) {
    super(
      `You can order at most ${cap} pieces of one size at a time (${item.quantity} of ${item.name}, size ${item.size}). Please lower the quantity in your cart.`,
    );
  }
}

/** The account has as many unpaid orders, or pieces in them, as it may: cash on delivery counts until delivered. */
export class UnpaidLimitReached extends Refused {
  constructor(open: { orders: number; units: number }, max: { orders: number; units: number }) {
    super(
      open.orders + 1 > max.orders
        ? `You have ${open.orders} orders not yet paid for or delivered, the most an account may have. Please wait until one is delivered before ordering more, or contact us.`
        : `This order would bring the pieces you have ordered and not yet paid for or received to more than ${max.units}. Please order fewer pieces, or wait until an order is delivered.`,
    );
  }
}
