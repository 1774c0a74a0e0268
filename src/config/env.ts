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

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

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
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(24 * 14),
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
    /**
     * Content SID (HX...) of an approved WhatsApp template with one variable {{1}}: replies that fall
     * outside WhatsApp's 24-hour window go out as this template; unset, they are recorded undeliverable.
     */
    TWILIO_WHATSAPP_TEMPLATE_SID: z.string().optional(),
    /**
     * Remote engine providers (../shared/spec/engine.md), each off unless configured. An
     * OpenAI-compatible LLM (extraction, stance, write-ups) needs LLM_BASE_URL and LLM_MODEL.
     */
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** Google Fact Check Tools claims:search: on when the key is set; the URL is for proxies and tests. */
    FACTCHECK_API_KEY: z.string().optional(),
    FACTCHECK_API_URL: optionalUrl,
    /** A SearXNG-style JSON search (GET /search?q=&format=json), limited to trusted domains. */
    SEARCH_URL: optionalUrl,
    /** Timeout of the fact-check and search providers; past it the check goes on without them. */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /** Election feed: RSS/Atom feeds every workspace sees, comma-separated (workspaces add their own via /v1/feed/sources). */
    FEED_URLS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    /** How often the worker polls every feed source. */
    FEED_POLL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Media tips (POST /v1/media and chat): largest file taken (WhatsApp's own limit is 16 MB). */
    MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).default(16_000_000),
    /** Media tips: longest voice note or video heard, in seconds. */
    MEDIA_MAX_DURATION_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Media tips: fetching a chat platform's file (every redirect and the body) within this time. */
    MEDIA_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /**
     * A transcriber speaking OpenAI's POST /v1/audio/transcriptions (OpenAI, Groq, whisper.cpp's
     * server, speaches, vLLM): the API root including /v1, and the model. Unset: recordings wait
     * for an editor.
     */
    TRANSCRIBE_BASE_URL: optionalUrl,
    TRANSCRIBE_MODEL: z.string().optional(),
    TRANSCRIBE_API_KEY: z.string().optional(),
    TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.FETCH_ALLOW_PRIVATE_NETWORKS), {
    message: 'FETCH_ALLOW_PRIVATE_NETWORKS must not be enabled in production',
    path: ['FETCH_ALLOW_PRIVATE_NETWORKS'],
  })
  .refine((env) => Boolean(env.TRANSCRIBE_BASE_URL) === Boolean(env.TRANSCRIBE_MODEL), {
    message: 'TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL go together (set both to use a transcriber)',
    path: ['TRANSCRIBE_MODEL'],
  })
  .refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL), {
    message: 'LLM_BASE_URL and LLM_MODEL go together (set both to use an LLM, neither to stay local)',
    path: ['LLM_MODEL'],
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
