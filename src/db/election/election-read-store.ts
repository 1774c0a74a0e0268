import type { AreaRef, ElectionReadStore } from '../../core/election/ports.js';
import type { Db } from '../prisma.js';

/**
 * Reads of the register. The service holds what these return in memory per register version
 * (the import run id), so most requests cost one version lookup: tallies from
 * election_ward_tally, upload times for counts at past moments, names of every area.
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

    async wards() {
      const rows = await db.$queryRaw<Array<AreaRef & { lga_id: number }>>`
        SELECT id, code, name, lga_id FROM election_ward ORDER BY code`;
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, lgaId: r.lga_id }));
    },

    async wardTallies() {
      const rows = await db.$queryRaw<
        Array<{
          election_id: number;
          ward_id: number;
          lga_id: number;
          state_id: number;
          polling_units: number;
          uploaded: number;
          reuploaded: number;
        }>
      >`SELECT election_id, ward_id, lga_id, state_id, polling_units, uploaded, reuploaded FROM election_ward_tally`;
      return rows.map((r) => ({
        electionId: r.election_id,
        wardId: r.ward_id,
        lgaId: r.lga_id,
        stateId: r.state_id,
        pollingUnits: r.polling_units,
        uploaded: r.uploaded,
        reuploaded: r.reuploaded,
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

    async uploadsFor(electionId, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.$queryRaw<
        Array<{
          polling_unit_id: number;
          document_url: string | null;
          document_size_bytes: number | null;
          uploaded_at: Date | null;
          previous_count: number;
        }>
      >`
        SELECT polling_unit_id, document_url, document_size_bytes, uploaded_at, previous_count
        FROM election_upload WHERE election_id = ${electionId} AND polling_unit_id = ANY(${ids}::int[])`;
      return new Map(
        rows.map((r) => [
          r.polling_unit_id,
          {
            documentUrl: r.document_url,
            documentSize: r.document_size_bytes,
            uploadedAt: r.uploaded_at,
            previousCount: r.previous_count,
          },
        ]),
      );
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
