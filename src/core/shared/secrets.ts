import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex: tokens and keys carry >= 128 random bits, so a fast unsalted hash is enough. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA-256 hex: a short secret (a 6-digit code) hashed so that the table alone cannot test it. */
export function hmacSha256(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** `prefix` + 32 random bytes in base64url (256 bits). */
export function newToken(prefix: 'gsk_' | 'gss_'): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Constant-time comparison of two hex digests or other equal-length strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
