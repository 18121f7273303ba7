// Prices as the shop shows them (docs/storefront.md): ₹, Indian digit grouping, paise only when there are some.

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function rupees(amount: number): string {
  return `₹${(Number.isInteger(amount) ? whole : withPaise).format(amount)}`;
}
