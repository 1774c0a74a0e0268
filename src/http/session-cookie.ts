import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors/app-error.js';
import { safeEqual } from '../core/shared/secrets.js';

/**
 * The dashboard's session lives in an httpOnly cookie so page scripts (and anything injected into
 * them) never see the token. State-changing requests authenticated by the cookie must also carry
 * the CSRF token (double-submit: a second, readable cookie echoed in a header). SameSite=Strict
 * already keeps other sites' requests from carrying the cookie; the header guards older browsers
 * and same-site subdomains. Bearer requests (API keys, scripts) are untouched.
 */
export const SESSION_COOKIE = 'gaskiya_session';
export const CSRF_COOKIE = 'gaskiya_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The Authorization header to authenticate with: the request's own, or one built from the session
 * cookie once the CSRF check passed. Without either, undefined (the authenticator answers 401).
 */
export function authorizationFor(request: FastifyRequest): string | undefined {
  if (request.headers.authorization) return request.headers.authorization;
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return undefined;
  if (!SAFE_METHODS.has(request.method)) assertCsrf(request);
  return `Bearer ${token}`;
}

export function assertCsrf(request: FastifyRequest): void {
  const cookie = readCookie(request, CSRF_COOKIE);
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new AppError('forbidden', 'This request lacks the CSRF token; reload the page and try again.');
  }
}

function cookie(name: string, value: string, opts: { httpOnly: boolean; secure: boolean; maxAge: number }) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${opts.maxAge}`,
    'SameSite=Strict',
    ...(opts.httpOnly ? ['HttpOnly'] : []),
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the session cookie (httpOnly) and a fresh CSRF cookie (readable by the page). */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  opts: { secure: boolean; maxAge: number },
) {
  const csrf = randomBytes(24).toString('base64url');
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, token, { ...opts, httpOnly: true }),
    cookie(CSRF_COOKIE, csrf, { ...opts, httpOnly: false }),
  ]);
}

export function clearSessionCookies(reply: FastifyReply, opts: { secure: boolean }) {
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, '', { secure: opts.secure, httpOnly: true, maxAge: 0 }),
    cookie(CSRF_COOKIE, '', { secure: opts.secure, httpOnly: false, maxAge: 0 }),
  ]);
}
