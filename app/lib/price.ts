/**
 * Formats whole rupees with Indian digit grouping: 3000 → "₹3,000",
 * 16500 → "₹16,500", 150000 → "₹1,50,000". Written out rather than left to
 * Intl so the server and every browser print exactly the same string.
 */
export function formatRupees(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole rupee amount: ${amount}`);
  const digits = String(amount);
  if (digits.length <= 3) return `₹${digits}`;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest},${lastThree}`;
}
