import { ORDER_STATUS } from '../../../contract';
import { STATUS_TONES, statusTone, UNKNOWN_TONE } from './statusTone';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the order status colours', () => {
  it('gives every status its own colour', () => {
    const inks = Object.values(ORDER_STATUS).map((status) => statusTone(status).ink);
    expect(new Set(inks).size).toBe(Object.keys(ORDER_STATUS).length);
  });

  it('keeps every status word at AA contrast on its tint and on white', () => {
    for (const { ink, tint } of [...Object.values(STATUS_TONES), UNKNOWN_TONE]) {
      expect(contrast(ink, tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows a status it does not know in neutral grey', () => {
    expect(statusTone('Held at customs')).toBe(UNKNOWN_TONE);
  });
});
