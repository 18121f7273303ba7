// npm run shop -- demo seed: the demo catalog (72 products with their drawn pictures) in a shop that has no products,
// as the first start of a new shop seeds it; later starts never draw it again.
import type { Command } from 'commander';
import { seedCatalog } from '../demo/seed';
import { CliFailure, type CliContext } from './context';

export function registerDemoCommands(program: Command, context: CliContext): void {
  const demo = program.command('demo').description('the demo catalog, which a new shop starts with');

  demo
    .command('seed')
    .description('add the demo catalog and its pictures to a shop that has no products (one that has some is refused)')
    .action(async () => {
      const added = await seedCatalog(await context.db(), await context.pictures());
      if (added === 0) throw new CliFailure('The shop has products already, so the demo catalog was not added.');
      context.print(`Added the demo catalog: ${added} products.`);
    });
}
