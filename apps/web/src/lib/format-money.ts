const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 12345 → '₹12,345' (Indian digit grouping). */
export const formatRupees = (amount: number | null | undefined): string =>
  amount == null ? '—' : rupees.format(amount);
