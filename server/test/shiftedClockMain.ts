// Test only: the shop's main process on a machine whose clock is off by CLOCK_SHIFT_MS (shiftClock.ts).
import './shiftClock';
import '../main';
