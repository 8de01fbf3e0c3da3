const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 12345 → '₹12,345' (Indian digit grouping). */
export const formatRupees = (amount: number | null | undefined): string =>
  amount == null ? '—' : rupees.format(amount);

const exactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A bank statement's amount, paise kept: 748.5 → '₹748.5', 749 → '₹749'. */
export const formatRupeesExact = (amount: number | null | undefined): string =>
  amount == null ? '—' : exactRupees.format(amount);
