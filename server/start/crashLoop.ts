// When the cluster restarts a server process that ended on its own, and when it gives up: each crash waits twice as
// long as the one before it in the window, and too many crashes in the window stop the shop rather than spin.

export interface CrashPolicy {
  /** Crashes are counted over this long. */
  windowMs: number;
  /** This many crashes within the window stop the cluster. */
  maxCrashes: number;
  /** The wait before restarting after the first crash in the window; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const CRASH_POLICY: CrashPolicy = { windowMs: 60_000, maxCrashes: 5, firstDelayMs: 1_000, maxDelayMs: 30_000 };

export type CrashVerdict = { restartInMs: number } | { stop: true; crashes: number };

/** Records crashes as they happen (at `now`, in ms) and says what to do after each. */
export function crashTracker(policy: CrashPolicy = CRASH_POLICY): (now: number) => CrashVerdict {
  const crashes: number[] = [];
  return (now) => {
    crashes.push(now);
    while ((crashes[0] ?? now) <= now - policy.windowMs) crashes.shift();
    if (crashes.length >= policy.maxCrashes) return { stop: true, crashes: crashes.length };
    return { restartInMs: Math.min(policy.firstDelayMs * 2 ** (crashes.length - 1), policy.maxDelayMs) };
  };
}
