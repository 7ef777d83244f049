// Spec 1 §9 chart labels, in a module free of zod: the dashboard's chunk uses it without the schemas.

/** Above 1000 abbreviated with k (1500 → 1.5k). */
export function kLabel(value: number): string {
  if (Math.abs(value) <= 1000) return String(Math.round(value));
  const k = value / 1000;
  return `${Number.isInteger(k) ? k : k.toFixed(1).replace(/\.0$/, '')}k`;
}
