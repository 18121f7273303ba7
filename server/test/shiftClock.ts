// Test only: wrong clocks. Imported first by a shop process's script (shiftedClockMain.ts), shifts that process's
// clock (Date.now and new Date()) by CLOCK_SHIFT_MS before anything reads it; in a jest suite, processClockAhead.
const shift = Number(process.env.CLOCK_SHIFT_MS ?? 0);
const realNow = Date.now.bind(Date);

class ShiftedDate extends Date {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(realNow() + shift);
    else super(...args);
  }

  static override now(): number {
    return realNow() + shift;
  }
}

if (shift !== 0) globalThis.Date = ShiftedDate as DateConstructor;

/** The script and environment that start a shop process (server/test/processes.ts) with its clock `shiftMs` off. */
export const SHIFTED_CLOCK_MAIN = 'server/test/shiftedClockMain.ts';
export const shiftedClockEnv = (shiftMs: number): Record<string, string> => ({ CLOCK_SHIFT_MS: String(shiftMs) });

/** What a round trip to the database and back may add, far below the minutes a wrong clock is off. */
export const CLOCK_SLACK_MS = 5_000;

/**
 * In a jest suite: this process's Date.now is `aheadMs` ahead during each test; answers the real time each began at.
 */
export function processClockAhead(aheadMs: number): () => number {
  const realNow = Date.now.bind(Date);
  let began = 0;
  beforeEach(() => {
    began = realNow();
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + aheadMs);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => began;
}
