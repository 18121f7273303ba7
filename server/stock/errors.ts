// The stock wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses and exit codes.
import { InvalidInput, NotFound, Refused } from '../errors';

/** A cart or checkout asks for more of a size than is left (`message` names the line and what is left). */
export class OutOfStock extends Refused {}

/** The operator named a product the shop does not have. */
export class UnknownProduct extends NotFound {
  constructor(readonly productId: string) {
    super(`There is no product ${productId}.`);
  }
}

/** A stock setting the shop cannot take: a size the product is not sold in, a number of units out of range. */
export class InvalidStock extends InvalidInput {}
