import type { TimelineUpload, UploadTimeline } from '../../core/election/replay.js';
import type { Db } from '../prisma.js';

/** Uploads in time order for the replay, read page by page on the (election, uploaded_at) order. */
export function createUploadTimeline(db: Db): UploadTimeline {
  return {
    async next(electionId, after, until, limit) {
      const rows = await db.$queryRaw<
        Array<{
          polling_unit_id: number;
          code: string;
          name: string;
          ward: string;
          lga: string;
          state: string;
          uploaded_at: Date;
          document_url: string;
        }>
      >`
        SELECT u.polling_unit_id, p.code, p.name, w.name AS ward, l.name AS lga, s.name AS state, u.uploaded_at, u.document_url
        FROM election_upload u
        JOIN election_polling_unit p ON p.id = u.polling_unit_id
        JOIN election_ward w ON w.id = p.ward_id
        JOIN election_lga l ON l.id = p.lga_id
        JOIN election_state s ON s.id = p.state_id
        WHERE u.election_id = ${electionId} AND u.uploaded_at IS NOT NULL
          AND (u.uploaded_at, u.polling_unit_id) > (${after.uploadedAt}, ${after.pollingUnitId})
          AND (${until}::timestamptz IS NULL OR u.uploaded_at <= ${until}::timestamptz)
        ORDER BY u.uploaded_at, u.polling_unit_id
        LIMIT ${limit}`;
      return rows.map((r): TimelineUpload => ({
        pollingUnitId: r.polling_unit_id,
        code: r.code,
        name: r.name,
        ward: r.ward,
        lga: r.lga,
        state: r.state,
        uploadedAt: r.uploaded_at,
        documentUrl: r.document_url,
      }));
    },
    async first(electionId) {
      const [row] = await db.$queryRaw<Array<{ first: Date | null }>>`
        SELECT min(uploaded_at) AS first FROM election_upload WHERE election_id = ${electionId}`;
      return row?.first ?? null;
    },
  };
}
