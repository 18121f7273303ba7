// 0020: where the shop delivers and when. A zone table (same city, same state, metro, rest of India, north-east and
// islands) with the days a parcel takes, whether the shop delivers there and whether it takes cash on delivery; areas
// (a pincode, or the first digits of many) that override their zone; and the shop's largest cash order.
import type { Kysely, Migration } from 'kysely';

/** The default zones: a north-east pincode is promised later than the shop's own city. */
const ZONES = [
  { zone: 'sameCity', days: 1 },
  { zone: 'sameState', days: 2 },
  { zone: 'metro', days: 3 },
  { zone: 'restOfIndia', days: 5 },
  { zone: 'northEastAndIslands', days: 8 },
];

export const delivery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_zones')
      .addColumn('zone', 'text', (c) => c.primaryKey())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('delivers', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('cod', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .insertInto('delivery_zones' as never)
      .values(ZONES.map((zone) => ({ ...zone, delivers: 1, cod: 1 })))
      .execute();
    await db.schema
      .createTable('delivery_areas')
      // A whole pincode, or its first digits (79: every pincode starting 79).
      .addColumn('area', 'text', (c) => c.primaryKey())
      // 1 or 0; null: as its zone says.
      .addColumn('delivers', 'integer')
      .addColumn('cod', 'integer')
      .execute();
    await db.schema
      .createTable('delivery_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
