import { TRANSCRIPT_ITEM, type MediaKind } from '../../core/media/media-kinds.js';
import type { MediaStore, StoredMedia } from '../../core/media/ports.js';
import type { MediaFile } from '../generated/client.js';
import { isUniqueViolation, isUuid, TX_OPTIONS, type Db } from '../prisma.js';

type Row = Omit<MediaFile, 'bytes'>;

/** Every column but the bytes: listings and lookups never drag the file along. */
const META = {
  id: true,
  workspaceId: true,
  jobId: true,
  kind: true,
  mediaType: true,
  sizeBytes: true,
  durationS: true,
  caption: true,
  editorState: true,
  editorText: true,
  editorName: true,
  editorAt: true,
  createdAt: true,
} as const;

const toMedia = (row: Row): StoredMedia => ({
  id: row.id,
  workspaceId: row.workspaceId,
  jobId: row.jobId,
  kind: row.kind as MediaKind,
  mediaType: row.mediaType,
  sizeBytes: row.sizeBytes,
  durationS: row.durationS,
  caption: row.caption,
  editorState: (row.editorState as StoredMedia['editorState']) ?? null,
  editorText: row.editorText,
  editorName: row.editorName,
});

export function createMediaStore(db: Db): MediaStore {
  return {
    async create(media) {
      const row = await db.mediaFile.create({
        data: {
          workspaceId: media.workspaceId,
          jobId: media.jobId ?? null,
          kind: media.kind,
          mediaType: media.mediaType,
          sizeBytes: media.bytes.byteLength,
          bytes: Buffer.from(media.bytes),
          caption: media.caption ?? null,
        },
        select: META,
      });
      return toMedia(row);
    },

    async createForJob(media) {
      try {
        return await this.create(media);
      } catch (error) {
        // An earlier attempt of the same job stored it already: that file stands.
        if (!isUniqueViolation(error)) throw error;
        const existing = await this.findByJob(media.jobId);
        if (!existing) throw error;
        return existing;
      }
    },

    async attachJob(mediaId, jobId) {
      await db.mediaFile.update({ where: { id: mediaId }, data: { jobId } });
    },

    async remove(mediaId) {
      await db.mediaFile.deleteMany({ where: { id: mediaId } });
    },

    async find(workspaceId, mediaId) {
      if (!isUuid(mediaId)) return null;
      const row = await db.mediaFile.findFirst({ where: { id: mediaId, workspaceId }, select: META });
      return row ? toMedia(row) : null;
    },

    async findByJob(jobId) {
      if (!isUuid(jobId)) return null;
      const row = await db.mediaFile.findUnique({ where: { jobId }, select: META });
      return row ? toMedia(row) : null;
    },

    async bytes(mediaId) {
      const row = await db.mediaFile.findUnique({ where: { id: mediaId }, select: { bytes: true } });
      return row ? new Uint8Array(row.bytes) : null;
    },

    async setDuration(mediaId, durationS) {
      await db.mediaFile.update({ where: { id: mediaId }, data: { durationS } });
    },

    async markAwaitingEditor(mediaId) {
      await db.mediaFile.updateMany({
        where: { id: mediaId, editorState: null },
        data: { editorState: 'awaiting_editor' },
      });
    },

    async giveTranscript(input) {
      if (!isUuid(input.itemId)) return { outcome: 'not_found' };
      return db.$transaction(async (tx) => {
        const item = await tx.reviewItem.findFirst({
          where: { id: input.itemId, workspaceId: input.workspaceId, claimId: TRANSCRIPT_ITEM },
        });
        if (!item) return { outcome: 'not_found' as const };
        const media = await tx.mediaFile.findUnique({ where: { jobId: item.jobId }, select: META });
        if (!media) return { outcome: 'not_found' as const };
        // Conditional update: of two editors typing at once, the first text stands.
        const closed = await tx.reviewItem.updateMany({
          where: { id: item.id, status: 'pending' },
          data: {
            status: 'decided',
            note: input.text,
            decidedById: input.editor.id,
            decidedByName: input.editor.name,
            decidedAt: input.at,
          },
        });
        if (closed.count === 0) return { outcome: 'already_given' as const, media: toMedia(media) };
        const updated = await tx.mediaFile.update({
          where: { id: media.id },
          data: {
            editorState: 'transcribed',
            editorText: input.text,
            editorName: input.editor.name,
            editorAt: input.at,
          },
          select: META,
        });
        const actor = input.editor.id
          ? await tx.user.findFirst({ where: { id: input.editor.id }, select: { id: true, email: true } })
          : null;
        await tx.activity.create({
          data: {
            workspaceId: input.workspaceId,
            actorId: actor?.id ?? null,
            actorEmail: actor?.email ?? null,
            action: 'media.transcribed',
            detail: { item_id: item.id, job_id: item.jobId, editor: input.editor.name },
          },
        });
        return { outcome: 'accepted' as const, media: toMedia(updated), jobId: item.jobId };
      }, TX_OPTIONS);
    },
  };
}
