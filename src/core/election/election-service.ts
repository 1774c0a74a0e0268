import { AppError } from '../errors/app-error.js';
import { createAreaResolver } from './area-resolver.js';
import { matchElections, presidentialFirst } from './election-names.js';
import type {
  AreaRef,
  WardTally,
  BreakdownLevel,
  ElectionInfo,
  ElectionReadStore,
  TallyRow,
  UnitDetail,
} from './ports.js';
import { percentage } from './register.js';
import { buildUploadCurve, type UploadCurve } from './upload-curve.js';
import { buildUnitSearchIndex, type UnitSearchHit, type UnitSearchIndex } from './unit-search-index.js';

export interface Counts {
  pollingUnits: number;
  uploaded: number;
  uploadedPct: number;
  notUploaded: number;
  reuploaded: number | null;
}

export interface AreaCounts extends Counts {
  area: AreaRef;
}

export interface ElectionBreakdown {
  election: ElectionInfo;
  totals: Counts;
  breakdown: AreaCounts[];
}

export interface BreakdownQuery {
  election?: string | undefined;
  state?: string | undefined;
  lga?: string | undefined;
  asOf?: Date | undefined;
}

export interface BreakdownResult {
  asOf: Date | null;
  state: AreaRef | null;
  lga: AreaRef | null;
  level: BreakdownLevel;
  elections: ElectionBreakdown[];
}

export interface UnitSearchQuery {
  q: string;
  state?: string | undefined;
  lga?: string | undefined;
  election?: string | undefined;
  limit: number;
}

/** Adds ward counts up to the areas of `level`, per election. */
function sumTallies(wards: WardTally[], level: BreakdownLevel): TallyRow[] {
  const sums = new Map<string, TallyRow>();
  for (const ward of wards) {
    const areaId = level === 'state' ? ward.stateId : level === 'lga' ? ward.lgaId : ward.wardId;
    const key = `${ward.electionId}:${areaId}`;
    const row = sums.get(key);
    if (row) {
      row.pollingUnits += ward.pollingUnits;
      row.uploaded += ward.uploaded;
      row.reuploaded! += ward.reuploaded;
    } else {
      sums.set(key, {
        electionId: ward.electionId,
        areaId,
        pollingUnits: ward.pollingUnits,
        uploaded: ward.uploaded,
        reuploaded: ward.reuploaded,
      });
    }
  }
  return [...sums.values()];
}

/** How long a register-version lookup is trusted: an import is seen by requests after this. */
const VERSION_TTL_MS = 250;

const counts = (rows: Array<Omit<TallyRow, 'electionId' | 'areaId'>>): Counts => {
  const pollingUnits = rows.reduce((sum, r) => sum + r.pollingUnits, 0);
  const uploaded = rows.reduce((sum, r) => sum + r.uploaded, 0);
  const reuploaded = rows.some((r) => r.reuploaded === null)
    ? null
    : rows.reduce((sum, r) => sum + (r.reuploaded ?? 0), 0);
  return {
    pollingUnits,
    uploaded,
    uploadedPct: percentage(uploaded, pollingUnits),
    notUploaded: pollingUnits - uploaded,
    reuploaded,
  };
};

/**
 * Election figures for the API and the check engine: upload counts broken down by area (now or
 * at a past moment), polling-unit search and the party list.
 */
export function createElectionService(deps: { store: ElectionReadStore }) {
  const { store } = deps;

  /**
   * The register's small tables (elections, states, LGAs, wards) held in memory per register
   * version: a request then costs one version lookup and its own query, not five round trips.
   */
  interface Snapshot {
    version: number;
    elections: ElectionInfo[];
    states: AreaRef[];
    lgas: Array<AreaRef & { stateId: number }>;
    wards: Map<number, AreaRef & { lgaId: number }>;
    wardsByLga: Map<number, AreaRef[]>;
    lgaById: Map<number, AreaRef>;
    stateById: Map<number, AreaRef>;
    tallies: WardTally[];
  }
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  // One version lookup serves every call within a short window (a request makes several).
  let versionCheck: { at: number; version: Promise<number> } | null = null;
  async function current(): Promise<Snapshot> {
    const now = Date.now();
    if (!versionCheck || now - versionCheck.at > VERSION_TTL_MS)
      versionCheck = { at: now, version: store.registerVersion() };
    const version = await versionCheck.version.catch((error: unknown) => {
      versionCheck = null;
      throw error;
    });
    if (snapshot && snapshot.version === version) return snapshot;
    loading ??= Promise.all([
      store.elections(),
      store.states(),
      store.lgas(),
      store.wards(),
      store.wardTallies(),
    ])
      .then(([elections, states, lgas, wards, tallies]) => {
        const wardsByLga = new Map<number, AreaRef[]>();
        for (const ward of wards) {
          const list = wardsByLga.get(ward.lgaId) ?? [];
          list.push({ id: ward.id, code: ward.code, name: ward.name });
          wardsByLga.set(ward.lgaId, list);
        }
        snapshot = {
          version,
          elections,
          states,
          lgas,
          wards: new Map(wards.map((w) => [w.id, w])),
          wardsByLga,
          lgaById: new Map(lgas.map((l) => [l.id, l])),
          stateById: new Map(states.map((st) => [st.id, st])),
          tallies,
        };
        return snapshot;
      })
      .finally(() => (loading = null));
    return loading;
  }
  const areas = createAreaResolver({
    states: async () => (await current()).states,
    lgas: async (stateId?: number) =>
      (await current()).lgas.filter((l) => stateId === undefined || l.stateId === stateId),
  });
  async function wardsOf(lgaId: number): Promise<AreaRef[]> {
    return (await current()).wardsByLga.get(lgaId) ?? [];
  }

  // Upload curves per election, for as_of; rebuilt with the snapshot.
  const curves = new Map<string, Promise<UploadCurve>>();
  function curveOf(version: number, electionId: number): Promise<UploadCurve> {
    const key = `${version}:${electionId}`;
    let curve = curves.get(key);
    if (!curve) {
      for (const old of curves.keys()) if (!old.startsWith(`${version}:`)) curves.delete(old);
      curve = store.uploadTimes(electionId).then(buildUploadCurve);
      curve.catch(() => curves.delete(key));
      curves.set(key, curve);
    }
    return curve;
  }

  let index: { version: number; index: UnitSearchIndex } | null = null;
  let building: Promise<UnitSearchIndex> | null = null;

  /** The search index for the register as it is now, rebuilt after each import. */
  async function searchIndex(version: number): Promise<UnitSearchIndex> {
    if (index && index.version === version) return index.index;
    building ??= store
      .allUnits()
      .then((units) => {
        const built = buildUnitSearchIndex(units);
        index = { version, index: built };
        return built;
      })
      .finally(() => (building = null));
    return building;
  }

  async function electionsMatching(raw: string | undefined): Promise<ElectionInfo[]> {
    const all = (await current()).elections;
    if (raw === undefined) return presidentialFirst(all);
    const found = matchElections(all, raw);
    if (found.length === 0) {
      throw new AppError(
        'not_found',
        `No election is called "${raw.trim()}": use an IReV id, PRES, "presidential 2023" or a state's name for its governorship election.`,
      );
    }
    return found;
  }

  /** The election a unit's upload status refers to: the one asked for, else the latest presidential. */
  async function statusElection(raw: string | undefined): Promise<ElectionInfo | null> {
    const all = await electionsMatching(raw);
    if (raw !== undefined) return all[0]!;
    return (
      all.find((e) => e.typeCode === 'PRES' && e.hasUploads) ?? all.find((e) => e.typeCode === 'PRES') ?? null
    );
  }

  return {
    async breakdown(query: BreakdownQuery): Promise<BreakdownResult> {
      const state = query.state === undefined ? null : await areas.state(query.state);
      const lga = query.lga === undefined ? null : await areas.lga(query.lga, state);
      const stateId = state?.id ?? lga?.stateId;
      const level: BreakdownLevel = lga ? 'ward' : stateId !== undefined ? 'lga' : 'state';
      // A state-wide election belongs in a breakdown only for its own state.
      const elections = (await electionsMatching(query.election)).filter(
        (e) => stateId === undefined || e.state === null || e.state.id === stateId,
      );
      const within = lga ? { lgaId: lga.id } : stateId !== undefined ? { stateId } : {};
      const snap = await current();
      const asOf = query.asOf;
      const ids = new Set(elections.map((e) => e.id));
      const tallies = sumTallies(
        snap.tallies.filter(
          (t) =>
            ids.has(t.electionId) &&
            (within.stateId === undefined || t.stateId === within.stateId) &&
            (within.lgaId === undefined || t.lgaId === within.lgaId),
        ),
        level,
      );
      const names =
        level === 'state'
          ? snap.states
          : level === 'lga'
            ? await areas.lgasOf(stateId!)
            : await wardsOf(lga!.id);
      // At a past moment: the register's units, and the sheets whose upload time had come.
      const rows = asOf
        ? await Promise.all(
            tallies.map(async (r) => ({
              ...r,
              uploaded: (await curveOf(snap.version, r.electionId)).uploadedBy(level, r.areaId, asOf),
              reuploaded: null,
            })),
          )
        : tallies;
      const areaById = new Map(names.map((a) => [a.id, { id: a.id, code: a.code, name: a.name }]));
      return {
        asOf: query.asOf ?? null,
        state: state ?? (lga ? ((await current()).states.find((s) => s.id === lga.stateId) ?? null) : null),
        lga: lga ? { id: lga.id, code: lga.code, name: lga.name } : null,
        level,
        elections: elections.map((election) => {
          const mine = rows.filter((r) => r.electionId === election.id);
          const breakdown = mine
            .map((r) => ({ area: areaById.get(r.areaId)!, ...counts([r]) }))
            .filter((r) => r.area)
            .sort((a, b) => (a.area.code < b.area.code ? -1 : 1));
          return { election, totals: counts(mine), breakdown };
        }),
      };
    },

    async searchUnits(query: UnitSearchQuery): Promise<{
      election: ElectionInfo | null;
      units: Array<UnitDetail & Pick<UnitSearchHit, 'score' | 'matchedBy'>>;
    }> {
      const state = query.state === undefined ? null : await areas.state(query.state);
      const lga = query.lga === undefined ? null : await areas.lga(query.lga, state);
      const election = await statusElection(query.election);
      const hits = (await searchIndex((await current()).version)).search(query.q, {
        stateId: state?.id ?? lga?.stateId,
        lgaId: lga?.id,
        limit: query.limit,
      });
      // Names come from memory; only the upload status is read, by primary key.
      const snap = await current();
      const uploads = election
        ? await store.uploadsFor(
            election.id,
            hits.map((h) => h.unit.id),
          )
        : new Map();
      const area = (a: AreaRef | undefined, id: number): AreaRef =>
        a ? { id: a.id, code: a.code, name: a.name } : { id, code: '', name: '' };
      return {
        election,
        units: hits.map(({ unit, score, matchedBy }) => ({
          id: unit.id,
          code: unit.code,
          name: unit.name,
          ward: area(snap.wards.get(unit.wardId), unit.wardId),
          lga: area(snap.lgaById.get(unit.lgaId), unit.lgaId),
          state: area(snap.stateById.get(unit.stateId), unit.stateId),
          upload: uploads.get(unit.id) ?? null,
          score,
          matchedBy,
        })),
      };
    },

    parties: () => store.parties(),
    states: async () => (await current()).states,
    elections: async () => (await current()).elections,
    areas,
  };
}

export type ElectionService = ReturnType<typeof createElectionService>;
