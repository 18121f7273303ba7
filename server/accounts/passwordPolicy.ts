// New passwords that are easy to guess are refused: zxcvbn's estimate against its lists of the most used and breached
// passwords and common words, with the shopper's own e-mail and name as words an attacker tries first.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { WeakPassword } from './errors';
import type { MessageKey } from '../messages';

/** zxcvbn's score (0–4) a new password must reach: 2 is "somewhat guessable", beyond a million guesses. */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** The estimator, made with the first password it checks (its lists take a moment to load). */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The words of an account an attacker tries first: the e-mail, its name part, and the shopper's name. */
function ownWords(email: string, name: string): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), name, ...name.split(/\s+/)]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

function reason(result: ZxcvbnResult): MessageKey {
  const matched = result.sequence.map((match) => (match as { dictionaryName?: string }).dictionaryName);
  if (matched.includes('userInputs')) return 'password.hasOwnWords';
  if (matched.includes('passwords-common')) return 'password.common';
  return 'password.guessable';
}

/** Refuses a new password an attacker would guess early, saying why. */
export function checkNewPassword(password: string, account: { email: string; name: string }): void {
  const result = zxcvbn().check(password, ownWords(account.email, account.name));
  if (result.score < MIN_PASSWORD_SCORE) throw new WeakPassword({ key: reason(result) });
}
