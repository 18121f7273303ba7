// What the reviews wing asks of the shop about a buyer, which app.ts composes from the orders and accounts wings' faces
// (both import this wing's, the accounts wing to forget a closed account's reviews, so it cannot import theirs).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A line of an order the shop delivered to the shopper (the orders wing's `deliveredLines`). */
export interface ReceivedLine {
  orderId: string;
  productId: string;
  size: string;
  name: string;
  nameHi: string | null;
  /** The first picture as the order keeps it (a path under /images/), or null. */
  image: string | null;
}

export interface Buyers {
  /** The shopper's delivered lines, newest first; one order's when `orderId` is given. */
  receivedLines(db: Kysely<DB>, userId: string, orderId?: string): Promise<ReceivedLine[]>;
  /** The first name a review is signed with. */
  firstName(db: Kysely<DB>, userId: string): Promise<string>;
}
