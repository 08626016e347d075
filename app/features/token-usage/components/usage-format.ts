/** Micro-dollars as money a person reads: "$0.0241", "$12.40" (more decimals for small sums, so they are not 0). */
export function formatMicroUsd(micro: number): string {
  const dollars = micro / 1_000_000;
  const digits = dollars !== 0 && Math.abs(dollars) < 1 ? 4 : 2;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** Days as "YYYY-MM-DD" (UTC), for the range presets. */
export function lastDays(count: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (count - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
