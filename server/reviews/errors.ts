// The reviews wing's refusals, in the words the shopper or operator reads; plugins/errors.ts picks their statuses.
import { InvalidInput, NotAllowed, NotFound, Refused, Throttled } from '../errors';
import type { MessageKey } from '../messages';

/** A review of a line that is not one the caller received: not their order, not delivered, or not in it. */
export class NotABuyer extends NotAllowed {
  constructor() {
    super({ key: 'reviews.notABuyer' });
  }
}

/** A second review of one order line. */
export class AlreadyReviewed extends Refused {
  constructor() {
    super({ key: 'reviews.alreadyReviewed' });
  }
}

/** A review the shop does not have, or that the operator hides (to shoppers, the same). */
export class ReviewNotFound extends NotFound {
  constructor() {
    super({ key: 'reviews.noSuchReview' });
  }
}

/** A second report of one review by one shopper. */
export class AlreadyReported extends Refused {
  constructor() {
    super({ key: 'reviews.alreadyReported' });
  }
}

/** A photo that this shop's review-photo upload did not give the caller. */
export class PhotoNotYours extends InvalidInput {
  constructor() {
    super({ key: 'reviews.photoNotYours' });
  }
}

/** A review's text with characters that steer a terminal or the text's direction. */
export class NotPlainText extends InvalidInput {
  constructor(field: string) {
    super({ key: 'request.plainText', values: { field } });
  }
}

/** A photo that is not a picture the shop takes (type, size, pixels), or that took too long to make. */
export class PhotoRefused extends InvalidInput {}

/** One more review, report or photo than an account may send in a day: the next in `seconds`. */
export class DailyLimitReached extends Throttled {
  constructor(
    readonly key: Extract<MessageKey, `reviews.tooMany${string}`>,
    max: number,
    seconds: number,
  ) {
    super({ key, values: { max, hours: Math.max(1, Math.ceil(seconds / 3600)) } }, seconds);
  }
}
