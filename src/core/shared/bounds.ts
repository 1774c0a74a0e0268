/**
 * Limits of what the database stores, checked where input arrives so that an out-of-range value
 * is a 422 and never a failed write. PostgreSQL's bigint tops out at 2^63 - 1; dates are kept to
 * years a newsroom's documents and queries can mean (year 0 has no timestamptz form).
 */
export const MAX_BIGINT = 9_223_372_036_854_775_807n;
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2200;

export const isStorableBigint = (digits: string) => /^\d{1,19}$/.test(digits) && BigInt(digits) <= MAX_BIGINT;

export function isPlausibleDate(iso: string): boolean {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

export const DATE_RANGE_MESSAGE = `must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}`;
