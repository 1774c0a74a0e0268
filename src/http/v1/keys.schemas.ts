import { z } from 'zod';
import type { ApiKeyRecord } from '../../core/keys/ports.js';

export const createKeyBody = z.object({ label: z.string().trim().min(1).max(100) }).meta({ id: 'CreateKey' });

export const keySchema = z
  .object({
    id: z.string(),
    label: z.string(),
    prefix: z.string().describe('First characters of the key, for telling keys apart.'),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    created_by: z.object({ id: z.string(), email: z.string() }),
  })
  .meta({ id: 'ApiKey' });

export const createdKeySchema = z.object({
  id: z.string(),
  label: z.string(),
  key: z.string().describe('The key value. Shown here once; only its hash is stored.'),
  prefix: z.string(),
  created_at: z.string(),
});

export const keyIdParams = z.object({ id: z.string() });

export const toKeyDto = (key: ApiKeyRecord) => ({
  id: key.id,
  label: key.label,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
  created_by: key.createdBy,
});
