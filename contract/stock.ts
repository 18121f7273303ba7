// A size's stock as both programs count it; the words for it are in each program's message catalogs.

/** A size with this many units or fewer left says "Only N left". */
export const LOW_STOCK = 5;
