// The orders wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses, log levels and exit codes.
import { NotFound, Refused } from '../errors';

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
