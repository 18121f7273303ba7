// The alerts wing's refusals, in the words the shopper reads; plugins/errors.ts picks their statuses.
import { InvalidInput, NotFound, Refused, Throttled } from '../errors';

/** An alert for a size the product is not sold in. */
export class SizeNotSold extends InvalidInput {
  constructor(size: string) {
    super({ key: 'cart.sizeNotOffered', values: { size } });
  }
}

/** An alert for a size that is in stock now: the shopper can order it instead. */
export class SizeInStock extends Refused {
  constructor(size: string) {
    super({ key: 'alerts.inStock', values: { size } });
  }
}

/** Too many sign-ups for one address today (whoever sent them): the next in `seconds`. */
export class AlertSignUpsThrottled extends Throttled {
  constructor(seconds: number) {
    super({ key: 'alerts.tooManyForAddress', values: { hours: Math.max(1, Math.ceil(seconds / 3600)) } }, seconds);
  }
}

/** An unsubscribe link that the shop did not write (changed, cut short, or made up). */
export class UnsubscribeLinkInvalid extends InvalidInput {
  constructor() {
    super({ key: 'alerts.linkInvalid' });
  }
}

/** A confirmation link that the shop did not write, or one written more than a week ago. */
export class ConfirmLinkInvalid extends InvalidInput {
  constructor(why: 'invalid' | 'expired') {
    super({ key: why === 'expired' ? 'alerts.confirmLinkExpired' : 'alerts.confirmLinkInvalid' });
  }
}

/** A confirmation link of an alert that no longer waits: unsubscribed, or mailed already. */
export class AlertNoLongerWaiting extends NotFound {
  constructor() {
    super({ key: 'alerts.noLongerWaiting' });
  }
}
