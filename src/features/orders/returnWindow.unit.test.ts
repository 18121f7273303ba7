import { returnsClosedOn } from './returnWindow';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 7, 12);

describe('when a return window closed', () => {
  it('is the window’s end once it has passed, to the millisecond', () => {
    expect(returnsClosedOn({ returnsUntil: NOW - DAY }, NOW)).toBe(NOW - DAY);
    expect(returnsClosedOn({ returnsUntil: NOW }, NOW)).toBe(NOW);
  });

  it('is none while the window is open, or for an order that has none', () => {
    expect(returnsClosedOn({ returnsUntil: NOW + 1 }, NOW)).toBeNull();
    expect(returnsClosedOn({ returnsUntil: null }, NOW)).toBeNull();
  });
});
