// Reading a QA action log's story: the screen tests and the browser tests look for a session's actions in the order
// they happened, whatever other actions (calls, their answers) came between.

/** Where each of `expected` stands in `types`, in this order, other types between allowed; -1 from the first missing on. */
export function positionsInOrder(types: readonly string[], expected: readonly string[]): number[] {
  let from = 0;
  return expected.map((type) => {
    const at = from < 0 ? -1 : types.indexOf(type, from);
    from = at < 0 ? -1 : at + 1;
    return at;
  });
}
