import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals secrets the service must be able to use again later (a webhook's signing secret is
 * needed in clear to sign every delivery, so it cannot be stored as a hash like API keys are).
 * AES-256-GCM under a key from the environment: a database dump alone reveals no secret, and a
 * sealed value moved to another row does not open (the row's id is the associated data).
 *
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  open(sealed: string, boundTo: string): string;
}

/**
 * Seals with the first key; opens with whichever of `keys` sealed the value (GCM's tag tells a
 * wrong key), so values sealed under a previous key still open during a rotation.
 */
export function createSecretBox(...keys: Buffer[]): SecretBox {
  if (!keys.length || keys.some((k) => k.length !== 32)) throw new Error('A secret box key is 32 bytes.');
  const key = keys[0]!;
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, boundTo) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
      let failure: unknown;
      for (const candidate of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', candidate, Buffer.from(iv, 'base64url'));
          decipher.setAAD(Buffer.from(boundTo));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
            'utf8',
          );
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
  };
}
