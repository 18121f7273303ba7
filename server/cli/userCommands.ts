// npm run shop -- users list|role|role-changes|sign-out
import type { Command } from 'commander';
import type { UserRole } from '../db/schema';
import {
  cliActor,
  listRoleChanges,
  signOutEverywhere,
  setRole,
  UnknownAccount,
  USER_ROLES,
  type RoleChange,
} from '../accounts';
import { listUsers } from '../orders';
import { CliFailure, type CliContext } from './context';
import { positiveLimit } from './orderCommands';
import { dateTime, printableJson, table } from './table';

/**
 * Every change of an account's role, newest first: "admin by cli:meera 2026-11-22 09:30; shopper by op@example.in
 * 2026-11-20 14:05"; empty when none was recorded.
 */
const everyChange = (changes: readonly RoleChange[]) =>
  changes.map((change) => `${change.role} by ${change.by} ${dateTime(change.at)}`).join('; ');

export function registerUserCommands(program: Command, context: CliContext): void {
  const users = program
    .command('users')
    .description('accounts: list them, give or take the admin role, sign them out everywhere');

  users
    .command('list')
    .description('accounts, newest first, with their roles, every change of role (which, who, when) and order counts')
    .option('--limit <count>', 'at most this many', '100')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { limit: string; json?: boolean }) => {
      const found = await listUsers(await context.db(), { limit: positiveLimit(options.limit) });
      if (options.json) return context.print(printableJson(found));
      if (found.length === 0) return context.warn('No accounts.');
      context.print(
        table(
          ['EMAIL', 'NAME', 'ROLE', 'ORDERS', 'JOINED (UTC)', 'ROLE CHANGES, NEWEST FIRST (UTC)'],
          found.map((user) => [
            user.email,
            user.name,
            user.role,
            String(user.orders),
            dateTime(user.createdAt),
            everyChange(user.roleChanges),
          ]),
        ),
      );
    });

  users
    .command('role <email> <role>')
    .description(
      'give an account a role: admin (may use the admin API) or shopper; recorded with who made it, and refused for the last admin',
    )
    .option('--by <name>', 'who makes the change, for the record', cliActor())
    .action(async (email: string, role: string, options: { by: string }) => {
      if (!(USER_ROLES as readonly string[]).includes(role))
        throw new CliFailure(`The role must be ${USER_ROLES.join(' or ')}; it is "${role}".`);
      try {
        await setRole(await context.db(), email, role as UserRole, options.by);
      } catch (error) {
        if (error instanceof UnknownAccount)
          throw new CliFailure(`There is no account ${email}. It signs up in the storefront first.`);
        throw error;
      }
      context.print(`${email} is now ${role === 'admin' ? 'an admin' : 'a shopper'}.`);
    });

  users
    .command('role-changes [email]')
    .description(
      "every change of an account's role, newest first: when, to whom, from which role to which, and who made it; only the accounts whose e-mail contains [email] when given",
    )
    .option('--limit <count>', 'at most this many', '100')
    .option('--json', 'print JSON instead of a table')
    .action(async (email: string | undefined, options: { limit: string; json?: boolean }) => {
      const found = await listRoleChanges(await context.db(), { email, limit: positiveLimit(options.limit) });
      if (options.json) return context.print(printableJson(found));
      if (found.length === 0) return context.warn('No role changes recorded.');
      context.print(
        table(
          ['CHANGED (UTC)', 'ACCOUNT', 'FROM', 'TO', 'BY'],
          found.map((change) => [dateTime(change.at), change.email, change.from, change.role, change.by]),
        ),
      );
    });

  users
    .command('sign-out <email>')
    .description(
      'sign an account out on every device: every token issued to it stops working at once (a new login works)',
    )
    .action(async (email: string) => {
      if (!(await signOutEverywhere(await context.db(), { email })))
        throw new CliFailure(`There is no account ${email}.`);
      context.print(`${email} is signed out everywhere.`);
    });
}
