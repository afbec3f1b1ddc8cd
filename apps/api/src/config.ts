import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  fallbackVideoSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  podcast,
  site,
  TRUSTLINK_RETENTION_DAYS_DEFAULT,
  videoIdSchema,
} from '@verdantia/domain';
import {
  dataKeySchema,
  jwtSecretSchema,
  resolveSecrets,
  type Notify,
  type Secrets,
} from './secrets.ts';

/** DATA_DIR value that keeps the embedded database (and generated secrets) in memory only. */
export const MEMORY_DATA_DIR = 'memory://';

// src/config.ts and the bundled dist/main.js both sit two levels below apps/, so one relative URL
// finds the web build whether the server runs from source (tsx, Vitest) or from the bundle.
const defaultWebDist = fileURLToPath(new URL('../../web/build/client', import.meta.url));

const positiveInt = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');
const portMessage = 'must be a port number from 0 to 65535';
const optionalText = z.string().optional();

const trustProxyMessage =
  'must be true, false, a number of proxy hops, or a comma-separated list of addresses or CIDR ranges';
const metricsAllowMessage = 'must be a comma-separated list of addresses or CIDR ranges';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For). `true`
 * trusts any proxy (only when nothing else can reach the server), a number trusts that many hops,
 * a list trusts those proxies.
 */
const trustProxySchema = z.string().transform((text, ctx): boolean | number | string[] => {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: trustProxyMessage });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: portMessage })
    .int(portMessage)
    .min(0, portMessage)
    .max(65535, portMessage)
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Shared attempt and rate-limit counters for many instances (else PostgreSQL or memory). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default(`${site.name} <${site.email}>`),
  /** Where lead notifications go: the provider's own address. */
  NOTIFY_EMAIL: z.email('must be an e-mail address').default(site.email),
  JWT_SECRET: jwtSecretSchema.optional(),
  DATA_KEY: dataKeySchema.optional(),
  /** The DATA_KEY before a rotation: still unwraps data keys until `npm run data-key:rotate`. */
  DATA_KEY_PREVIOUS: dataKeySchema.optional(),
  VIDEO_API_KEY: optionalText,
  VIDEO_CHANNEL_ID: optionalText,
  VIDEO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://www.googleapis.com/youtube/v3'),
  VIDEO_PINNED_ID: videoIdSchema.default(podcast.pinnedVideoId),
  /** JSON list of { videoId, title } served when VIDEO_API_KEY is unset. */
  VIDEO_FALLBACK: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of { videoId, title }' });
        return z.NEVER;
      }
    })
    .pipe(z.array(fallbackVideoSchema, 'must be a JSON list of { videoId, title }'))
    .default(podcast.fallbackVideos.map((video) => ({ ...video }))),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  /** How long the assistant waits for the LLM before serving its offline answer. */
  LLM_TIMEOUT_MS: positiveInt.default(8000),
  /** Questions one client may ask the assistant per minute. */
  ASSISTANT_RATE_LIMIT_MAX: positiveInt.default(20),
  /** With ADMIN_PASSWORD: the first admin account, created on start when there is no admin. */
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
    .optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  /** S3-compatible object storage for uploads (else DATA_DIR/uploads). */
  S3_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  RATE_LIMIT_MAX: positiveInt.default(600),
  FORM_RATE_LIMIT_MAX: positiveInt.default(30),
  /** Assessment reports e-mailed per client per hour (each goes to an address the client typed). */
  REPORT_MAIL_RATE_LIMIT_MAX: positiveInt.default(5),
  /** TrustLink forms (submissions, remarks) read at once by this process; more answer 503. */
  TRUSTLINK_MAX_UPLOADS: positiveInt.default(8),
  /** Days a closed TrustLink case is kept before it is deleted with its evidence. */
  TRUSTLINK_RETENTION_DAYS: positiveInt.default(TRUSTLINK_RETENTION_DAYS_DEFAULT),
  /** Bearer token that opens GET /metrics (at least 16 characters). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Outside hosts a lecture may play from (https origins, comma-separated), such as Vimeo's player
   * or YouTube's privacy-enhanced one: the only outside lecture addresses editors may enter, and the
   * Content-Security-Policy's frame-src and media-src.
   */
  LECTURE_VIDEO_HOSTS: z
    .string()
    .transform((text, ctx): string[] => {
      const origins: string[] = [];
      for (const entry of text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const url = URL.canParse(entry) ? new URL(entry) : null;
        if (url?.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: 'must be https:// origins, comma-separated' });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .default(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
  /** Addresses or CIDR ranges that may read GET /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .transform((text, ctx): string[] => {
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({ code: 'custom', message: metricsAllowMessage });
      return z.NEVER;
    })
    .default([]),
  /** On SIGTERM: how long readiness answers 503 while still serving, so balancers move away. */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be a whole number of milliseconds')
    .default(0),
  /** On SIGTERM: how long requests in flight may take to finish before the process gives up. */
  SHUTDOWN_GRACE_MS: positiveInt.default(30_000),
});

type ParsedEnv = z.output<typeof envSchema>;

/** The server's configuration: the environment variables, validated, with defaults applied. */
export type Config = Omit<ParsedEnv, 'PUBLIC_URL' | 'WEB_DIST' | 'JWT_SECRET' | 'DATA_KEY'> & {
  /** Origin used in absolute links (sitemap, robots.txt), without a trailing slash. */
  PUBLIC_URL: string;
  /** Absolute path of the web build (React Router's build/client). */
  WEB_DIST: string;
  JWT_SECRET: string;
  /** 32 random bytes, base64: the AES-256-GCM key for encryption at rest. */
  DATA_KEY: string;
};

/** Thrown for an invalid environment; the message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses every environment variable once. Generates missing secrets into DATA_DIR/secrets.json
 * (mode 0600) and reports that through `notify` (never the values).
 * @throws ConfigError when a variable is invalid.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  notify: Notify = (level, message) => console.warn(`[config] ${level}: ${message}`),
): Config {
  // `FOO=` in a .env file or a compose file means "not set", not "set to the empty string".
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key]?.trim() || undefined]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  }
  if (values.S3_URL && !values.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  - S3_BUCKET: required with S3_URL');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const dataDir =
    values.DATA_DIR === MEMORY_DATA_DIR
      ? MEMORY_DATA_DIR
      : path.resolve(process.cwd(), values.DATA_DIR);
  let secrets: Secrets;
  try {
    secrets = resolveSecrets({
      given: { JWT_SECRET: values.JWT_SECRET, DATA_KEY: values.DATA_KEY },
      dataDir: dataDir === MEMORY_DATA_DIR ? undefined : dataDir,
      embedded: !values.DATABASE_URL,
      notify,
    });
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${(error as Error).message}`);
  }
  return {
    ...values,
    ...secrets,
    DATA_DIR: dataDir,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    WEB_DIST: values.WEB_DIST ? path.resolve(process.cwd(), values.WEB_DIST) : defaultWebDist,
  };
}
