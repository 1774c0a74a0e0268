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

/** postgresql://[user[:password]@]host[:port]/database, or a socket directory in `?host=`. */
function isPostgresUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const hasHost = url.hostname !== '' || url.searchParams.has('host');
  return (
    (url.protocol === 'postgresql:' || url.protocol === 'postgres:') && hasHost && url.pathname.length > 1
  );
}

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const domainList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  );

const secretsKey = z
  .string()
  .optional()
  .refine((v) => !v || /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), 'base64').length === 32, {
    message: 'must be 32 bytes: 64 hex characters or base64 (openssl rand -base64 32)',
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    /** Trust X-Forwarded-For from a reverse proxy in front (per-IP sign-in limits use it). */
    TRUST_PROXY: booleanFlag,
    DATABASE_URL: z
      .string()
      .default('postgresql://postgres@127.0.0.1:5432/gaskiya')
      .refine(isPostgresUrl, 'must be a PostgreSQL URL such as postgresql://user:password@host:5432/gaskiya'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** Prefix for BullMQ keys, so several deployments (or test runs) can share one Redis. */
    QUEUE_PREFIX: z.string().default('gaskiya'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    /** Webhook and chat deliveries in flight per worker process (their own queue; network-bound). */
    DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    /** How long a job may sit in `running` untouched before the sweeper checks the queue still has it. */
    JOB_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).default(15),
    /**
     * A worker silent this long loses its job to another worker (BullMQ lock duration; renewed
     * every half of it while the worker lives). 5 s hands a dead worker's jobs over in ~7 s.
     */
    JOB_LOCK_SECONDS: z.coerce.number().int().min(1).default(5),
    /** How often each worker sweeps: lost queue entries, and finished jobs whose replies are owed. */
    JOB_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(5),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Gaskiya <no-reply@gaskiya.local>'),
    /** Requests per minute per API key or session; generous so a 100-claim paste is not refused. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Requests per minute of all a workspace's keys and sessions together: a second key shares the
     * allowance instead of bringing a fresh one.
     */
    RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: z.coerce.number().int().min(1).default(600),
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
    /** Slack "Add to Slack" (OAuth v2): each newsroom installs the app in its own Slack workspace. */
    SLACK_CLIENT_ID: z.string().optional(),
    SLACK_CLIENT_SECRET: z.string().optional(),
    /**
     * The one key for secrets the service must read back (newsrooms' own bot tokens, webhook signing
     * secrets): 32 bytes, hex or base64. Rotation: the new key here, the old ones comma-separated in
     * SECRETS_KEY_PREVIOUS, `npm run chat -- reseal`. Unset: neither own bots nor webhooks.
     */
    SECRETS_KEY: secretsKey,
    SECRETS_KEY_PREVIOUS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
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
    /** Election files to import; default: the 2023 files shipped in data/election. */
    ELECTION_DATA_DIR: z.string().optional(),
    /** Import the election files in the background at the first start of a worker (empty register only). */
    ELECTION_IMPORT_AT_START: z
      .enum(['true', 'false', '1', '0', ''])
      .default('true')
      .transform((value) => value !== 'false' && value !== '0'),
    /** How often the worker polls every feed source. */
    FEED_POLL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Documents tool (POST /v1/documents): largest file taken. */
    DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1024).default(25_000_000),
    /** Documents tool: most pages read from one PDF (a longer one fails, uncounted). */
    DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).default(500),
    /** Documents tool: reading one PDF's text layer within this time (the reader thread is stopped). */
    DOCUMENT_READ_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
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
    /**
     * A whisper.cpp ggml model file: voice notes are transcribed on this machine (needs the npm
     * package smart-whisper). Checked at start: a missing or wrong file stops the start.
     */
    WHISPER_MODEL_PATH: z.string().optional(),
    // --- Security (issue 19): see the README's "Security model". ---
    /** Extra consumer mail domains refused at sign-in, comma-separated (subdomains count too). */
    CONSUMER_EMAIL_DOMAINS: domainList,
    /** Domains accepted as work e-mail even though a consumer list names them, comma-separated. */
    WORK_EMAIL_DOMAINS_ALLOWED: domainList,
    /** Server secret for the keyed hash of sign-in codes at rest (required in production). */
    SIGN_IN_CODE_SECRET: z.string().min(32).optional(),
    /** Worker threads that run the check engine off the API's event loop (0: in-process). */
    CHECK_THREADS: z.coerce.number().int().min(0).max(64).default(2),
    /** Time one check may spend in the engine before it answers with what it has. */
    CHECK_BUDGET_MS: z.coerce.number().int().min(100).default(8_000),
    /** Live (unrevoked) API keys per workspace. */
    MAX_LIVE_KEYS_PER_WORKSPACE: z.coerce.number().int().min(1).default(25),
    /**
     * The operator's token for GET /metrics (Prometheus text format): `Authorization: Bearer <it>`.
     * Unset, /metrics does not exist (404). 32+ characters, e.g. `openssl rand -hex 32`.
     */
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A worker process (npm run start:worker) serves its own /metrics on this port when set. */
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Live event streams (GET /v1/feed as text/event-stream) one key or session may hold open. */
    MAX_FEED_STREAMS_PER_CREDENTIAL: z.coerce.number().int().min(1).default(5),
    /** Live event streams all of a workspace's keys and sessions may hold open together. */
    MAX_FEED_STREAMS_PER_WORKSPACE: z.coerce.number().int().min(1).default(20),
    /** Free plan: documents a workspace may keep in its trusted-source corpus. */
    FREE_MAX_DOCUMENTS: z.coerce.number().int().min(1).default(2_000),
    /** Free plan: documents a workspace may import (create or change) per UTC day. */
    FREE_MAX_DOCUMENTS_PER_DAY: z.coerce.number().int().min(1).default(500),
    /**
     * Former name of SECRETS_KEY for webhooks, still read: alone it stands for SECRETS_KEY; beside a
     * different SECRETS_KEY, webhook secrets sealed under it still open (new ones use SECRETS_KEY).
     */
    WEBHOOK_SECRETS_KEY: secretsKey,
    /** Seconds between a failed delivery and each next attempt (the default spans about 28 hours). */
    WEBHOOK_RETRY_SCHEDULE_SECONDS: z
      .string()
      .default('5,300,1800,7200,18000,36000,36000')
      .transform((v) => v.split(',').map((n) => Number(n.trim())))
      .pipe(z.array(z.number().positive()).min(1)),
    /** A receiver that has not answered in this time counts as a failed attempt. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.FETCH_ALLOW_PRIVATE_NETWORKS), {
    message: 'FETCH_ALLOW_PRIVATE_NETWORKS must not be enabled in production',
    path: ['FETCH_ALLOW_PRIVATE_NETWORKS'],
  })
  .refine((env) => !(env.WHISPER_MODEL_PATH && env.TRANSCRIBE_BASE_URL), {
    message:
      'set either WHISPER_MODEL_PATH (whisper.cpp on this machine) or TRANSCRIBE_BASE_URL (a provider), not both',
    path: ['WHISPER_MODEL_PATH'],
  })
  .refine((env) => Boolean(env.TRANSCRIBE_BASE_URL) === Boolean(env.TRANSCRIBE_MODEL), {
    message: 'TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL go together (set both to use a transcriber)',
    path: ['TRANSCRIBE_MODEL'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || Boolean(env.SIGN_IN_CODE_SECRET), {
    message: 'SIGN_IN_CODE_SECRET (32+ characters) is required in production',
    path: ['SIGN_IN_CODE_SECRET'],
  })
  .refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL), {
    message: 'LLM_BASE_URL and LLM_MODEL go together (set both to use an LLM, neither to stay local)',
    path: ['LLM_MODEL'],
  })
  .superRefine(refuseHalfConfigured)
  // One setting: the old webhook-only name stands in for SECRETS_KEY when that is unset.
  .transform((env) => ({ ...env, SECRETS_KEY: env.SECRETS_KEY || env.WEBHOOK_SECRETS_KEY || undefined }));

/**
 * Settings that only work together. A platform or provider with some of its settings but not all
 * would be silently off (or, worse, on without its secret), so the start stops and names what is
 * missing. In production sign-in codes must be mailed: without SMTP_URL they would go to the log.
 */
export const settingGroups: Array<{ name: string; all: string[]; optionalTrigger?: string[] }> = [
  { name: 'Slack', all: ['SLACK_SIGNING_SECRET', 'SLACK_BOT_TOKEN'] },
  { name: 'Telegram', all: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET'] },
  {
    name: 'WhatsApp (Twilio)',
    all: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_WHATSAPP_FROM', 'PUBLIC_URL'],
    // PUBLIC_URL alone is not a WhatsApp setting; any Twilio one turns the group on.
    optionalTrigger: [
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_WHATSAPP_FROM',
      'TWILIO_WHATSAPP_TEMPLATE_SID',
    ],
  },
  { name: 'the LLM provider', all: ['LLM_BASE_URL', 'LLM_MODEL'], optionalTrigger: ['LLM_API_KEY'] },
  { name: 'Google Fact Check', all: ['FACTCHECK_API_KEY'], optionalTrigger: ['FACTCHECK_API_URL'] },
];

function refuseHalfConfigured(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  const isSet = (name: string) => env[name] !== undefined && env[name] !== '';
  for (const group of settingGroups) {
    const triggers = group.optionalTrigger ?? group.all;
    if (!triggers.some(isSet)) continue;
    const missing = group.all.filter((name) => !isSet(name));
    if (missing.length === 0) continue;
    const present = [...new Set([...triggers, ...group.all])].filter(isSet);
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `${group.name} is half configured: ${present.join(', ')} ${present.length > 1 ? 'are' : 'is'} set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (set ${missing.length > 1 ? 'them' : 'it'}, or unset the others to leave ${group.name} off)`,
    });
  }
  if (env.NODE_ENV === 'production' && !isSet('SMTP_URL')) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'is required in production: sign-in codes are mailed, never written to the log (set NODE_ENV=development to log them on a test machine)',
    });
  }
}

/** What the environment switches on, for the start-up log line (no values, only names). */
export function enabledIntegrations(env: Env): { platforms: string[]; providers: string[] } {
  const platforms = [
    env.SLACK_BOT_TOKEN && 'slack',
    env.TELEGRAM_BOT_TOKEN && 'telegram',
    env.TWILIO_ACCOUNT_SID && 'whatsapp',
  ].filter((v): v is string => Boolean(v));
  const providers = [
    env.LLM_BASE_URL && 'llm',
    env.FACTCHECK_API_KEY && 'google-fact-check',
    env.SEARCH_URL && 'web-search',
  ].filter((v): v is string => Boolean(v));
  return { platforms, providers };
}

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
