import { z } from 'zod';

/**
 * The whole environment, parsed once at boot. `process.env` is read nowhere else, so every
 * setting the service understands is listed (and documented in the README) right here.
 * Defaults work on a machine where PostgreSQL and Redis listen on localhost.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    /** Trust X-Forwarded-For from a reverse proxy in front (per-IP sign-in limits use it). */
    TRUST_PROXY: booleanFlag,
    DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/gaskiya'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** Prefix for BullMQ keys, so several deployments (or test runs) can share one Redis. */
    QUEUE_PREFIX: z.string().default('gaskiya'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    /** How long a job may sit in `running` without progress before the sweeper re-queues it. */
    JOB_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
    /** A worker silent this long loses its job to another worker (BullMQ lock duration). */
    JOB_LOCK_SECONDS: z.coerce.number().int().min(1).default(30),
    JOB_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(30),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Gaskiya <no-reply@gaskiya.local>'),
    /** Requests per minute per API key or session; generous so a 100-claim paste is not refused. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    CHECK_TEXT_MAX_CHARS: z.coerce.number().int().min(1).default(20_000),
    /** Most check-worthy statements of a text that are checked; the rest are listed unchecked. */
    CHECK_MAX_CLAIMS: z.coerce.number().int().min(1).max(50).default(5),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 14),
    FETCH_ALLOW_PRIVATE_NETWORKS: booleanFlag,
    /** Link tool: the whole fetch of one address (every redirect and the body) must finish in this time. */
    LINK_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Link tool: largest page or caption file read (after decompression). */
    LINK_FETCH_MAX_BYTES: z.coerce.number().int().min(1024).default(5_000_000),
    /** Link tool: redirects followed before giving up; every hop is checked like the first. */
    LINK_FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
    /** Link tool: most check-worthy statements of a page or video sent to the engine. */
    LINK_MAX_CLAIMS: z.coerce.number().int().min(1).max(50).default(5),
    /** YouTube caption provider: where watch pages and caption tracks are read (proxies, tests). */
    YOUTUBE_BASE_URL: z.url().default('https://www.youtube.com'),
    SLACK_SIGNING_SECRET: z.string().optional(),
    SLACK_BOT_TOKEN: z.string().optional(),
    SLACK_API_URL: optionalUrl,
    TELEGRAM_BOT_TOKEN: z.string().optional(),
    TELEGRAM_WEBHOOK_SECRET: z.string().optional(),
    TELEGRAM_API_ROOT: optionalUrl,
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_WHATSAPP_FROM: z.string().optional(),
    TWILIO_API_URL: optionalUrl,
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.FETCH_ALLOW_PRIVATE_NETWORKS), {
    message: 'FETCH_ALLOW_PRIVATE_NETWORKS must not be enabled in production',
    path: ['FETCH_ALLOW_PRIVATE_NETWORKS'],
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The running process's configuration. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
