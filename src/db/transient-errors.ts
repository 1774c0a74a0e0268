/**
 * Errors that mean "the database connection went away", not "the query is wrong": the server
 * restarted or an operator terminated backends (`pg_terminate_backend`), the socket was reset, or
 * the pool handed out a client whose connection had just died. A request that meets one of these
 * is retried where that is safe, and otherwise answered 503, never 500.
 */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|terminating connection|Client was closed|server closed the connection/i;

export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown };
    if (typeof candidate.code === 'string' && CONNECTION_CODES.has(candidate.code)) return true;
    if (typeof candidate.originalCode === 'string' && CONNECTION_CODES.has(candidate.originalCode))
      return true;
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) return true;
    e = candidate.cause;
  }
  return false;
}
