// npm run shop -- mail list|retry: the mail the outbox has not sent, the given up first, and sending one again once
// what made it fail is put right.
import type { Command } from 'commander';
import { MAX_MAIL_ATTEMPTS, retryMail, unsentMail, type WaitingMail } from '../mail';
import { CliFailure, type CliContext } from './context';
import { positiveLimit } from './orderCommands';
import { dateTime, printableJson, table } from './table';

/** Where a message stands: given up, or when it is tried next. */
const stateOf = (mail: WaitingMail) =>
  mail.givenUp ? `given up after ${mail.attempts} tries` : `next try ${dateTime(mail.nextAttemptAt)}`;

export function registerMailCommands(program: Command, context: CliContext): void {
  const mail = program
    .command('mail')
    .description(
      `the mail outbox: messages not sent (each is tried ${MAX_MAIL_ATTEMPTS} times), and sending one again`,
    );

  mail
    .command('list')
    .description('messages not sent yet: the given up first, then by their next try')
    .option('--limit <count>', 'at most this many', '100')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { limit: string; json?: boolean }) => {
      const found = await unsentMail(await context.db(), { limit: positiveLimit(options.limit) });
      if (options.json) return context.print(printableJson(found));
      if (found.length === 0) return context.warn('Every message is sent.');
      context.print(
        table(
          ['MAIL', 'WRITTEN (UTC)', 'KIND', 'TO', 'TRIES', 'STATE (UTC)', 'LAST ERROR'],
          found.map((each) => [
            each.id.slice(0, 8),
            dateTime(each.createdAt),
            each.kind,
            each.recipient,
            String(each.attempts),
            stateOf(each),
            (each.lastError ?? '').slice(0, 80),
          ]),
        ),
      );
    });

  mail
    .command('retry <id>')
    .description('send an unsent message again from its first try, now (its id or its first 8 characters or more)')
    .action(async (id: string) => {
      if (!(await retryMail(await context.db(), id)))
        throw new CliFailure(`There is no unsent message ${id} (give its id, or its first 8 characters or more).`);
      context.print(`Message ${id} is sent again at the next look of a running server (within 5 seconds).`);
    });
}
