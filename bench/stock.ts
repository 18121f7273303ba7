// Stocks the sizes the write runs buy, as an operator does before a sale (`npm run shop -- stock set`): the runs
// measure orders with every stock check on, against a shop that does not sell out halfway through.
import { MAX_STOCK } from '../server/constants';
import { openDatabase } from '../server/db/database';
import { setStock } from '../server/stock';
import type { CartChoice } from './shoppers';

export async function restock(databaseUrl: string, choices: readonly CartChoice[]): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    for (const { itemId, size } of choices)
      await setStock(database.db, { productId: itemId, size, quantity: MAX_STOCK, by: 'bench' });
  } finally {
    await database.close();
  }
}
