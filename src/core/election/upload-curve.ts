import type { BreakdownLevel } from './ports.js';

/** When one unit's current sheet reached IReV, and where the unit is. */
export interface UploadTime {
  stateId: number;
  lgaId: number;
  wardId: number;
  /** Epoch milliseconds. */
  at: number;
}

/** Counts of sheets uploaded by a moment, per area: the curve of the night. */
export interface UploadCurve {
  uploadedBy(level: BreakdownLevel, areaId: number, asOf: Date): number;
}

function upperBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Upload times sorted per state, LGA and ward (155k numbers for a national election), so "how
 * many by 02:00?" is a binary search per area instead of a 155k-row count in PostgreSQL.
 */
export function buildUploadCurve(uploads: UploadTime[]): UploadCurve {
  const group = (key: (u: UploadTime) => number) => {
    const lists = new Map<number, number[]>();
    for (const upload of uploads) {
      const list = lists.get(key(upload));
      if (list) list.push(upload.at);
      else lists.set(key(upload), [upload.at]);
    }
    return new Map([...lists].map(([id, times]) => [id, Float64Array.from(times).sort()]));
  };
  const byLevel: Record<BreakdownLevel, Map<number, Float64Array>> = {
    state: group((u) => u.stateId),
    lga: group((u) => u.lgaId),
    ward: group((u) => u.wardId),
  };
  return {
    uploadedBy(level, areaId, asOf) {
      const times = byLevel[level].get(areaId);
      return times ? upperBound(times, asOf.getTime()) : 0;
    },
  };
}
