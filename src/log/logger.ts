import { isMainThread } from 'node:worker_threads';
import { pino, type Logger } from 'pino';

/** Paths whose values never reach a log line: tokens, keys, signatures, codes, secrets. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-slack-signature"]',
  'req.headers["x-twilio-signature"]',
  'req.headers["x-telegram-bot-api-secret-token"]',
  '*.token',
  '*.key',
  '*.password',
  '*.secret',
  '*.authToken',
  '*.botToken',
  '*.signingSecret',
  'config.SMTP_URL',
  'config.TWILIO_AUTH_TOKEN',
  'config.SLACK_BOT_TOKEN',
  'config.SLACK_SIGNING_SECRET',
  'config.TELEGRAM_BOT_TOKEN',
  'config.TELEGRAM_WEBHOOK_SECRET',
  // Newsrooms' own chat connectors (chat-tenancy): what the channels body and Slack's OAuth carry.
  '*.bot_token',
  '*.auth_token',
  '*.access_token',
  '*.client_secret',
  'config.SLACK_CLIENT_SECRET',
  'config.SECRETS_KEY',
  'config.SECRETS_KEY_PREVIOUS',
  'config.WEBHOOK_SECRETS_KEY',
];

/** Lines are held until this many bytes are pending, or at most FLUSH_EVERY_MS. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/**
 * Stdout in blocks: a busy API makes one write per ~15 lines instead of one per line (measured
 * under load: those writes were a fifth of the API's CPU), and a quiet process still shows each
 * line within FLUSH_EVERY_MS. The writes stay synchronous (an asynchronous write costs a hop to
 * libuv's thread pool per block, which measured worse). Pending lines are written when the
 * process exits; only a SIGKILL loses the last few.
 */
function bufferedStdout(): pino.DestinationStream {
  const stream = pino.destination({
    dest: 1,
    sync: true,
    minLength: BUFFER_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Already closed: nothing left to write.
    }
  });
  return stream;
}

/** Logs JSON lines to `destination`, else to stdout (buffered on the main thread, see above). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'gaskiya' },
    },
    destination ?? (isMainThread ? bufferedStdout() : undefined),
  );
}

/** What the per-request access line says (never a header: nothing here needs redacting). */
export interface AccessEntry {
  reqId: string;
  method: string;
  url: string;
  remoteAddress: string | undefined;
  statusCode: number;
  responseTime: number;
}

/**
 * The per-request access line, on the same destination and level as `log`, in the line pino
 * writes for `log.info({reqId, req: {method, url, remoteAddress}, res: {statusCode},
 * responseTime}, 'request completed')`, but built here from its known fields: pino's generic
 * serialisation (and, on `log`, the redaction pass that walks every line for the wildcard paths
 * above) cost more than writing the line. Strings are JSON-escaped (the URL and request id come
 * from the client).
 */
export function createAccessLog(log: Logger): (entry: AccessEntry) => void {
  const stream = (log as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  const level = pino.levels.values.info;
  // The logger's own bindings (service), as pino writes them after the time.
  const bindings = JSON.stringify(log.bindings()).slice(1, -1);
  const prefix = `{"level":${level},"time":`;
  const afterTime = bindings ? `,${bindings},"reqId":` : ',"reqId":';
  return (entry) => {
    if (!stream || !log.isLevelEnabled('info')) return;
    stream.write(
      `${prefix}${Date.now()}${afterTime}${JSON.stringify(entry.reqId)},"req":{"method":${JSON.stringify(entry.method)},` +
        `"url":${JSON.stringify(entry.url)},"remoteAddress":${JSON.stringify(entry.remoteAddress ?? null)}},` +
        `"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},"msg":"request completed"}\n`,
    );
  };
}
