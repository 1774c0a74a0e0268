import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Tokens at rest (bot tokens, Twilio auth tokens, Slack installations): AES-256-GCM with a key
 * from the environment (SECRETS_KEY). A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url), so a value sealed under an older key is still opened while that key is listed in
 * SECRETS_KEY_PREVIOUS, and `npm run chat -- reseal` moves every value to the current key.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True when the value was sealed under a key other than the current one. */
  isStale(sealed: string): boolean;
}

const VERSION = 'v1';

/** A key is 32 bytes, written as 64 hex characters or as base64 (`openssl rand -base64 32`). */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('a secrets key must be 32 bytes (64 hex characters or base64)');
  return key;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function createSecretBox(current: string, previous: string[] = []): SecretBox {
  const keys = [current, ...previous].map(parseSecretKey);
  const byId = new Map(keys.map((k) => [keyId(k), k] as const));
  const currentKey = keys[0]!;
  const currentId = keyId(currentKey);

  const parts = (sealed: string) => {
    const [version, id, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !id || !iv || !tag || data === undefined)
      throw new Error('not a sealed secret');
    return { id, iv, tag, data };
  };

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const { id, iv, tag, data } = parts(sealed);
      const key = byId.get(id);
      if (!key)
        throw new Error(`sealed under key ${id}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isStale: (sealed) => parts(sealed).id !== currentId,
  };
}

/** SHA-256 (hex) of a high-entropy secret we only need to recognise (webhook secrets, OAuth states). */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
