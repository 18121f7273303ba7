// The accounts wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses and exit codes.
import { toRupees } from '../../contract';
import { Busy, InvalidInput, NotAuthenticated, NotFound, Refused, Throttled } from '../errors';

/** Sign-up with an e-mail that already has an account. */
export class EmailTaken extends Refused {
  constructor() {
    super({ key: 'account.emailTaken' });
  }
}

/** Login with an e-mail and password that do not match an account (which of the two is never said). */
export class WrongCredentials extends NotAuthenticated {
  constructor() {
    super({ key: 'account.wrongCredentials' });
  }
}

/** The operator named an account the shop does not have. */
export class UnknownAccount extends NotFound {
  constructor(id: string) {
    super(`There is no account ${id}.`);
  }
}

/** Too many sign-ups and logins are waiting for their password to be checked: the next may come in `seconds`. */
export class SignInBusy extends Busy {
  constructor(seconds: number) {
    super({ key: 'account.signInBusy' }, seconds);
  }
}

/** A new password that is easy to guess: one of the most used passwords, or the shopper's own e-mail or name. */
export class WeakPassword extends InvalidInput {}

/** Too many failed logins at one account lately: its next login may come in `seconds`, from any address. */
export class LoginsDelayed extends Throttled {
  constructor(seconds: number) {
    super({ key: 'account.loginsDelayed', values: { seconds } }, seconds);
  }
}

/** The account's own password, asked again before a change that matters (a new password, closing), is not right. */
export class WrongPassword extends InvalidInput {
  constructor() {
    super({ key: 'account.wrongPassword' });
  }
}

/** Closing an account while one of its orders is still to be delivered (or its payment is under way). */
export class OrderOnItsWay extends Refused {
  constructor() {
    super({ key: 'account.orderOnItsWay' });
  }
}

/** Closing an account while one of its return or exchange requests is still open (its pickup or refund to come). */
export class ReturnOpen extends Refused {
  constructor() {
    super({ key: 'account.returnOpen' });
  }
}

/** Closing an account that has store credit left, without saying its owner gives it up. */
export class CreditLeft extends Refused {
  constructor(readonly amountPaise: number) {
    super({ key: 'account.creditLeft', values: { amount: toRupees(amountPaise) } });
  }
}

/** A saved address that is not the caller's: unknown, deleted, or another account's (the same answer for each). */
export class AddressNotFound extends NotFound {
  constructor() {
    super({ key: 'address.notFound' });
  }
}

/** One more saved address than an account may keep. */
export class TooManyAddresses extends Refused {
  constructor(max: number) {
    super({ key: 'address.tooMany', values: { max } });
  }
}

/** A link from an e-mail (a new password, a confirmation) that is unknown, used already or expired. */
export class LinkNotValid extends InvalidInput {
  constructor(key: 'reset.linkInvalid' | 'confirm.linkInvalid') {
    super({ key });
  }
}

/** Too many requests for a new password for one address (known or not, the same words): the next in `seconds`. */
export class ResetRequestsThrottled extends Throttled {
  constructor(seconds: number) {
    super({ key: 'reset.tooMany', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } }, seconds);
  }
}

/** Taking the admin role from the last open account that has it: the shop would have no admin. */
export class OnlyAdmin extends Refused {
  constructor(email: string) {
    super({ key: 'role.onlyAdmin', values: { email } });
  }
}

/** An admin's role change, once the role changes before it are done, finds the admin no longer one. */
export class NoLongerAdmin extends Refused {
  constructor() {
    super({ key: 'role.noLongerAdmin' });
  }
}
