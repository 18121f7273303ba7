// npm run shop -- synonyms list|add|remove: the search's synonyms, as the admin API's /api/admin/synonyms edits them.
import type { Command } from 'commander';
import { addSynonyms, listSynonyms, removeSynonyms } from '../catalog';
import type { CliContext } from './context';
import { printable, printableJson, table } from './table';

export function registerSynonymCommands(program: Command, context: CliContext): void {
  const synonyms = program
    .command('synonyms')
    .description("the search's synonyms: groups of words that mean the same in a search (denim and jeans)");

  synonyms
    .command('list')
    .description('every group, oldest first, with the id that removes it')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      const groups = await listSynonyms(await context.db());
      if (options.json) return context.print(printableJson(groups));
      if (groups.length === 0) return context.warn('No synonyms.');
      context.print(
        table(
          ['ID', 'WORDS'],
          groups.map((group) => [group.id, group.words.join(', ')]),
        ),
      );
    });

  synonyms
    .command('add <words...>')
    .description('add a group of two to twenty words (quote a word with a space: "t shirt"); searches use it at once')
    .action(async (words: string[]) => {
      const group = await addSynonyms(await context.db(), words);
      context.print(printable(`Added ${group.id}: ${group.words.join(', ')}.`));
    });

  synonyms
    .command('remove <id>')
    .description('remove a group by its id (see synonyms list)')
    .action(async (id: string) => {
      await removeSynonyms(await context.db(), id);
      context.print(printable(`Removed ${id}.`));
    });
}
