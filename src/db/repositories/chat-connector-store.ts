import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/errors/app-error.js';
import type {
  ChatConnector,
  ConnectorSecrets,
  ConnectorStore,
  OperatorAllowList,
} from '../../core/chat/connector-ports.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import type { ChatConnector as ConnectorRow } from '../generated/client.js';
import { isUniqueViolation, isUuid, TX_OPTIONS, type Db } from '../prisma.js';
import { sha256Hex, type SecretBox } from '../secret-box.js';

const toConnector = (row: ConnectorRow): ChatConnector => ({
  id: row.id,
  workspaceId: row.workspaceId,
  platform: row.platform as ChatPlatform,
  externalId: row.externalId,
  label: row.label,
  editorsChannel: row.editorsChannel,
});

/** Without SECRETS_KEY no token can be stored: connecting a newsroom's own bot is off. */
export const secretsKeyMissing = () =>
  new AppError(
    'unavailable',
    'This deployment has no SECRETS_KEY, so it cannot store a newsroom’s own bot tokens. Ask the operator to set it.',
  );

export function createConnectorStore(db: Db, box: SecretBox | null): ConnectorStore {
  const sealed = (secrets: ConnectorSecrets) => {
    if (!box) throw secretsKeyMissing();
    return box.seal(JSON.stringify(secrets));
  };
  const opened = (row: ConnectorRow): ConnectorSecrets => {
    if (!box) throw secretsKeyMissing();
    return JSON.parse(box.open(row.sealedSecrets)) as ConnectorSecrets;
  };

  return {
    async find(id) {
      if (!isUuid(id)) return null;
      const row = await db.chatConnector.findUnique({ where: { id } });
      return row ? toConnector(row) : null;
    },
    async findExternal(platform, externalId) {
      const row = await db.chatConnector.findUnique({
        where: { platform_externalId: { platform, externalId } },
      });
      return row ? toConnector(row) : null;
    },
    async forWorkspace(workspaceId) {
      const rows = await db.chatConnector.findMany({ where: { workspaceId }, orderBy: { platform: 'asc' } });
      return rows.map(toConnector);
    },
    async secretsOf(connector) {
      return opened(await db.chatConnector.findUniqueOrThrow({ where: { id: connector.id } }));
    },
    async webhookSecretMatches(connector, given) {
      if (!given) return false;
      const row = await db.chatConnector.findUnique({ where: { id: connector.id } });
      if (!row?.webhookSecretHash) return false;
      return timingSafeEqual(Buffer.from(row.webhookSecretHash), Buffer.from(sha256Hex(given)));
    },
    async replace(workspaceId, connector) {
      const data = {
        ...(connector.id ? { id: connector.id } : {}),
        workspaceId,
        platform: connector.platform,
        externalId: connector.externalId,
        label: connector.label,
        editorsChannel: connector.editorsChannel,
        sealedSecrets: sealed(connector.secrets),
        webhookSecretHash: connector.webhookSecret ? sha256Hex(connector.webhookSecret) : null,
      };
      try {
        return await db.$transaction(async (tx) => {
          const holder = await tx.chatConnector.findUnique({
            where: {
              platform_externalId: { platform: connector.platform, externalId: connector.externalId },
            },
          });
          if (holder && holder.workspaceId !== workspaceId)
            return { ok: false, heldBy: 'another_workspace' } as const;
          const previous = await tx.chatConnector.findUnique({
            where: { workspaceId_platform: { workspaceId, platform: connector.platform } },
          });
          if (previous) await tx.chatConnector.delete({ where: { id: previous.id } });
          const row = await tx.chatConnector.create({ data });
          return {
            ok: true,
            connector: toConnector(row),
            previous: previous ? { ...toConnector(previous), secrets: opened(previous) } : null,
          } as const;
        }, TX_OPTIONS);
      } catch (error) {
        // Two workspaces racing for the same bot: the unique index decides.
        if (isUniqueViolation(error)) return { ok: false, heldBy: 'another_workspace' };
        throw error;
      }
    },
    async setEditorsChannel(id, channel) {
      await db.chatConnector.update({ where: { id }, data: { editorsChannel: channel } });
    },
    async remove(workspaceId, platform) {
      const rows = await db.$queryRaw<ConnectorRow[]>`
        DELETE FROM chat_connector WHERE workspace_id = ${workspaceId}::uuid AND platform = ${platform}
        RETURNING sealed_secrets AS "sealedSecrets", id, workspace_id AS "workspaceId", platform,
          external_id AS "externalId", label, editors_channel AS "editorsChannel"`;
      const row = rows[0];
      return row ? { ...toConnector(row), secrets: opened(row) } : null;
    },
    async removeExternal(platform, externalId) {
      const rows = await db.$queryRaw<ConnectorRow[]>`
        DELETE FROM chat_connector WHERE platform = ${platform} AND external_id = ${externalId}
        RETURNING id, workspace_id AS "workspaceId", platform, external_id AS "externalId", label,
          editors_channel AS "editorsChannel", sealed_secrets AS "sealedSecrets"`;
      return rows[0] ? toConnector(rows[0]) : null;
    },
  };
}

/** The operator's list (npm run chat -- allow|deny). */
export function createOperatorAllowList(db: Db) {
  const list: OperatorAllowList & {
    allow(workspaceId: string): Promise<boolean>;
    deny(workspaceId: string): Promise<{ wasAllowed: boolean; unlinked: number }>;
  } = {
    async isAllowed(workspaceId) {
      return (await db.chatAllowedWorkspace.count({ where: { workspaceId } })) > 0;
    },
    async allow(workspaceId) {
      const inserted = await db.$executeRaw`
        INSERT INTO chat_allowed_workspace (workspace_id) VALUES (${workspaceId}::uuid) ON CONFLICT DO NOTHING`;
      return inserted === 1;
    },
    /** Denied: its places on the deployment's bots are unlinked at once (its own bots stay). */
    async deny(workspaceId) {
      return db.$transaction(async (tx) => {
        const removed = await tx.chatAllowedWorkspace.deleteMany({ where: { workspaceId } });
        const places = await tx.chatPlace.deleteMany({ where: { workspaceId } });
        await tx.chatSettings.deleteMany({ where: { workspaceId } });
        return { wasAllowed: removed.count > 0, unlinked: places.count };
      }, TX_OPTIONS);
    },
  };
  return list;
}

export type OperatorAllowListStore = ReturnType<typeof createOperatorAllowList>;
