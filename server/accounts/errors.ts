// The accounts wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses and exit codes.
import { NotAuthenticated, NotFound, Refused } from '../errors';

/** Sign-up with an e-mail that already has an account. */
export class EmailTaken extends Refused {
  constructor() {
    super('An account with this e-mail already exists. Log in instead.');
  }
}

/** Login with an e-mail and password that do not match an account (which of the two is never said). */
export class WrongCredentials extends NotAuthenticated {
  constructor() {
    super('Wrong e-mail or password.');
  }
}

/** The operator named an account the shop does not have. */
export class UnknownAccount extends NotFound {
  constructor(id: string) {
    super(`There is no account ${id}.`);
  }
}
