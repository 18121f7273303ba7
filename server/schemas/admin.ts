// What every admin list call shares: how many it answers.
import { Type } from '@sinclair/typebox';

/** A list call's `limit`. Query values arrive as text (the API does not coerce types), so it is checked as digits. */
export const limit = Type.Optional(
  Type.String({
    pattern: '^([1-9][0-9]{0,2}|1000)$',
    description: 'How many to answer, 1 to 1000 (100 unless given).',
  }),
);
export const DEFAULT_LIMIT = 100;
