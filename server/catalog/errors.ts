// The catalog wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses and exit codes.
import { InvalidInput, NotFound } from '../errors';

/** A product asked for by id that the shop does not have (`message` is the caller's wording). */
export class ProductNotFound extends NotFound {}

/** A picture the shop will not store (not an image, too large, too many pixels). */
export class PictureRefused extends InvalidInput {}
