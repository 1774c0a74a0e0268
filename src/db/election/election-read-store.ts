import type { AreaRef, ElectionReadStore, TallyRow, UnitDetail } from '../../core/election/ports.js';
import { Prisma, type Db } from '../prisma.js';

type TallySqlRow = {
  election_id: number;
  area_id: number;
  polling_units: bigint;
  uploaded: bigint;
  reuploaded: bigint | null;
};

const areaColumn = {
  state: Prisma.sql`state_id`,
  lga: Prisma.sql`lga_id`,
  ward: Prisma.sql`ward_id`,
} as const;

/**
 * Reads of the register. Current counts come from election_ward_tally (about 9k rows per
 * national election); counts at a past moment from the upload times, which the service keeps
 * sorted in memory.
 */
export function createElectionReadStore(db: Db): ElectionReadStore {
  return {
    async elections() {
      const rows = await db.$queryRaw<
        Array<{
          id: number;
          irev_object_id: string;
          name: string;
          type_code: string;
          type_name: string;
          date: Date;
          state_id: number | null;
          state_code: string | null;
          state_name: string | null;
          has_uploads: boolean;
        }>
      >`
        SELECT e.id, e.irev_object_id, e.name, e.type_code, e.type_name, e.date, e.state_id,
               s.code AS state_code, s.name AS state_name,
               EXISTS (SELECT 1 FROM election_upload u WHERE u.election_id = e.id) AS has_uploads
        FROM election e LEFT JOIN election_state s ON s.id = e.state_id
        ORDER BY e.date DESC, e.id DESC`;
      return rows.map((r) => ({
        id: r.id,
        irevObjectId: r.irev_object_id,
        name: r.name,
        typeCode: r.type_code,
        typeName: r.type_name,
        date: r.date,
        state: r.state_id === null ? null : { id: r.state_id, code: r.state_code!, name: r.state_name! },
        hasUploads: r.has_uploads,
      }));
    },

    states: () => db.$queryRaw<AreaRef[]>`SELECT id, code, name FROM election_state ORDER BY code`,

    async lgas(stateId) {
      const rows = await db.$queryRaw<Array<AreaRef & { state_id: number }>>`
        SELECT id, code, name, state_id FROM election_lga
        WHERE ${stateId ?? null}::int IS NULL OR state_id = ${stateId ?? null}::int ORDER BY code`;
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, stateId: r.state_id }));
    },

    wards: (lgaId) =>
      db.$queryRaw<AreaRef[]>`SELECT id, code, name FROM election_ward WHERE lga_id = ${lgaId} ORDER BY code`,

    async tally(level, electionIds, within) {
      const area = areaColumn[level];
      const rows = await db.$queryRaw<TallySqlRow[]>`
        SELECT election_id, ${area} AS area_id, sum(polling_units) AS polling_units, sum(uploaded) AS uploaded,
               sum(reuploaded) AS reuploaded
        FROM election_ward_tally
        WHERE election_id = ANY(${electionIds}::int[])
          ${within.stateId === undefined ? Prisma.empty : Prisma.sql`AND state_id = ${within.stateId}`}
          ${within.lgaId === undefined ? Prisma.empty : Prisma.sql`AND lga_id = ${within.lgaId}`}
        GROUP BY 1, 2`;
      return rows.map((r): TallyRow => ({
        electionId: r.election_id,
        areaId: r.area_id,
        pollingUnits: Number(r.polling_units),
        uploaded: Number(r.uploaded),
        reuploaded: r.reuploaded === null ? null : Number(r.reuploaded),
      }));
    },

    async uploadTimes(electionId) {
      const rows = await db.$queryRaw<
        Array<{ state_id: number; lga_id: number; ward_id: number; at: number }>
      >`
        SELECT state_id, lga_id, ward_id, (extract(epoch FROM uploaded_at) * 1000)::float8 AS at
        FROM election_upload WHERE election_id = ${electionId} AND uploaded_at IS NOT NULL`;
      return rows.map((r) => ({ stateId: r.state_id, lgaId: r.lga_id, wardId: r.ward_id, at: r.at }));
    },

    async parties() {
      const rows = await db.party.findMany({ orderBy: { acronym: 'asc' } });
      return rows.map((p) => ({ acronym: p.acronym, name: p.name, logoUrl: p.logoUrl }));
    },

    async unitDetails(ids, electionId) {
      if (ids.length === 0) return [];
      const rows = await db.$queryRaw<
        Array<{
          id: number;
          code: string;
          name: string;
          ward_id: number;
          ward_code: string;
          ward_name: string;
          lga_id: number;
          lga_code: string;
          lga_name: string;
          state_id: number;
          state_code: string;
          state_name: string;
          document_url: string | null;
          document_size_bytes: number | null;
          uploaded_at: Date | null;
          previous_count: number | null;
        }>
      >`
        SELECT p.id, p.code, p.name, w.id AS ward_id, w.code AS ward_code, w.name AS ward_name,
               l.id AS lga_id, l.code AS lga_code, l.name AS lga_name,
               s.id AS state_id, s.code AS state_code, s.name AS state_name,
               u.document_url, u.document_size_bytes, u.uploaded_at, u.previous_count
        FROM election_polling_unit p
        JOIN election_ward w ON w.id = p.ward_id
        JOIN election_lga l ON l.id = p.lga_id
        JOIN election_state s ON s.id = p.state_id
        LEFT JOIN election_upload u ON u.polling_unit_id = p.id AND u.election_id = ${electionId}
        WHERE p.id = ANY(${ids}::int[])`;
      const byId = new Map(
        rows.map((r): [number, UnitDetail] => [
          r.id,
          {
            id: r.id,
            code: r.code,
            name: r.name,
            ward: { id: r.ward_id, code: r.ward_code, name: r.ward_name },
            lga: { id: r.lga_id, code: r.lga_code, name: r.lga_name },
            state: { id: r.state_id, code: r.state_code, name: r.state_name },
            upload:
              r.previous_count === null
                ? null
                : {
                    documentUrl: r.document_url,
                    documentSize: r.document_size_bytes,
                    uploadedAt: r.uploaded_at,
                    previousCount: r.previous_count,
                  },
          },
        ]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async allUnits() {
      const rows = await db.$queryRaw<
        Array<{ id: number; code: string; name: string; ward_id: number; lga_id: number; state_id: number }>
      >`SELECT id, code, name, ward_id, lga_id, state_id FROM election_polling_unit`;
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        wardId: r.ward_id,
        lgaId: r.lga_id,
        stateId: r.state_id,
      }));
    },

    async registerVersion() {
      const [row] = await db.$queryRaw<
        Array<{ version: number | null }>
      >`SELECT max(id) AS version FROM election_import`;
      return row?.version ?? 0;
    },
  };
}
