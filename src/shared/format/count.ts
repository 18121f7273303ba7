// Counts as shoppers in India read them: Indian digit grouping (1,23,456 products).
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const formatCount = (value: number): string => grouped.format(value);
