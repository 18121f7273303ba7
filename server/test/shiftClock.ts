// Test only: shifts this process's clock (Date.now and new Date()) by CLOCK_SHIFT_MS, before anything reads it.
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
