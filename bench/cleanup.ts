// Everything the bench starts or creates registers its undoing here, so a failed or interrupted run leaves
// no server, temporary folder or database behind.
type Undo = () => Promise<void> | void;

const pending: Array<{ label: string; undo: Undo }> = [];

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  pending.push(entry);
  return async () => {
    const index = pending.indexOf(entry);
    if (index === -1) return;
    pending.splice(index, 1);
    await entry.undo();
  };
}

/** Runs every pending undo step, newest first; one failing step does not stop the others. */
export async function cleanUpAll(): Promise<void> {
  while (pending.length > 0) {
    const entry = pending.pop();
    if (!entry) break;
    try {
      await entry.undo();
    } catch (error) {
      console.error(`Cleaning up ${entry.label} failed:`, error instanceof Error ? error.message : error);
    }
  }
}
