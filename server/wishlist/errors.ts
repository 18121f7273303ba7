// The wishlist wing's refusals, in the words the shopper reads; plugins/errors.ts picks their statuses.
import { Refused } from '../errors';

/** One more product than an account's wishlist keeps. */
export class WishlistFull extends Refused {
  constructor(max: number) {
    super({ key: 'wishlist.full', values: { max } });
  }
}
