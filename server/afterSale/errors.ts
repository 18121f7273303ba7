// The after-sale wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses, log levels and exit codes.
import { Refused } from '../errors';

/** A cancellation, return or exchange the order's state or the shop's rules do not allow. */
export class AfterSaleRefused extends Refused {}
