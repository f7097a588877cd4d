import path from 'node:path';
import { emailSchema } from '@cohost/shared';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths';

/**
 * The one place that reads process.env. Every variable is listed in .env.example with a
 * working local default; all problems are reported at once so a misconfigured deploy is
 * fixed in one pass.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?$|^\[[0-9a-f:.]+\]$/i;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as http://localhost:3000' }).optional(),
  // Other host names requests may be addressed to, besides PUBLIC_URL's (and the loopback names while HOST is loopback).
  ALLOWED_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(HOST_NAME, { message: 'must be a host name without scheme or port, such as cohost.example.com' })))
    .default([]),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// connection string' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  EMBEDDED_DB_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, { message: 'must be a size such as 32MB' })
    .default('32MB'),
  ROLE: z.enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' }).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_DEMO: booleanString.default(true),
  // Trust X-Forwarded-For from a reverse proxy in front of Cohost (for rate limits by client address).
  TRUST_PROXY: booleanString.default(false),
  /** A clock developers can move (`/dev/clock`), for browser journeys of scheduled work. Refused in production. */
  DEV_CLOCK: booleanString.default(false),
  /** Calendar feeds on loopback, private or link-local addresses are refused (SSRF) unless this is set: tests and development only. */
  ALLOW_PRIVATE_FEEDS: booleanString.default(false),
  /** Platform mailboxes (IMAP/SMTP) on loopback, private or link-local addresses are refused (SSRF) unless this is set; unset: allowed outside production (a local test server). */
  ALLOW_PRIVATE_MAIL_SERVERS: booleanString.optional(),
  /** One calendar feed sync's time budget (fetch, parse, writes); past it the sync stops and the feed shows the error. */
  FEED_SYNC_BUDGET_SECONDS: z.coerce.number().positive({ message: 'must be a positive number of seconds' }).max(240).default(60),
  // Signs sessions and tokens. Unset: a random secret is made once and kept in the database.
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Email: without SMTP_URL, messages stay in the dev outbox (/dev/outbox) and are logged.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Cohost <no-reply@cohost.local>'),
  // SMS: without the Twilio credentials, texts stay in the dev outbox.
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url({ message: 'must be an absolute URL' }).default('https://api.twilio.com'),
  // Web Push (VAPID). Unset: a key pair is made once and kept in the database, the private key sealed.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, { message: 'must be a base64url P-256 public key (npx web-push generate-vapid-keys)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, { message: 'must be a base64url P-256 private key (npx web-push generate-vapid-keys)' }).optional(),
  // Who push services may contact about this installation's pushes: a mailto: or https: URL (default: PUBLIC_URL when https, else mailto:MAIL_FROM's address).
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { message: 'must be a mailto: or https:// URL' }).optional(),
  // Guest messages by email: replies come back through the inbound webhook (Mailgun's routes format),
  // signed with this key; each conversation gets its own reply address at this domain.
  INBOUND_EMAIL_SIGNING_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  INBOUND_EMAIL_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^[a-z0-9-]+\.local$/i, { message: 'must be a domain such as reply.example.com' }).default('reply.cohost.local'),
  // The co-host: `local` (offline engine, the default) or `openai-compatible` (drafts by an LLM; local triage and guardrails still decide).
  AI_PROVIDER: z.enum(['local', 'openai-compatible'], { message: 'must be local or openai-compatible' }).default('local'),
  AI_BASE_URL: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:11434/v1' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  // After this the local engine answers instead of the model.
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // The model's second reading of each guest message (it may only add an escalation): after this the local triage stands alone.
  AI_SECOND_READER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
  // Public site: `/` shows the Founders Circle offer while pre-launch, the marketing page once launched.
  LAUNCH_MODE: z.enum(['prelaunch', 'launched'], { message: 'must be prelaunch or launched' }).default('prelaunch'),
  // When the Founders Circle offer ends. Unset: 7 days after it first went live (stored, never reset).
  FOUNDERS_ENDS_AT: z.iso.datetime({ offset: true, message: 'must be an ISO date-time such as 2026-12-01T00:00:00Z' }).optional(),
  // Where visitors' questions (FAQ Contact Support) are sent, and shown on the legal pages.
  SUPPORT_EMAIL: emailSchema('must be an email address').default('support@cohost.local'),
  // Schedule Demo on the FAQ: a booking link (Cal.com, Calendly…). Unset: the request goes to SUPPORT_EMAIL.
  SCHEDULE_DEMO_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  // Smart locks through Seam: each workspace saves its own API key on /smart-locks. Unset: the SDK's default, https://connect.getseam.com.
  SEAM_API_URL: z.url({ message: 'must be an absolute URL such as https://connect.getseam.com' }).optional(),
  // Supplies: the built-in simulated vendor is out of a product on about one day in this many (0: never; tests and journeys).
  SIMULATED_VENDOR_STOCK_OUT_ONE_IN: z.coerce.number({ message: 'must be a whole number' }).int({ message: 'must be a whole number' }).min(0, { message: 'must be 0 or more' }).default(25),
  // Screens (dashboard, timeline, lists) kept per user until their workspace changes, at most this many seconds (0: never kept).
  READ_CACHE_SECONDS: z.coerce.number({ message: 'must be a whole number' }).int({ message: 'must be a whole number' }).min(0, { message: 'must be 0 or more' }).max(300, { message: 'must be 300 or less' }).default(30),
  // Files (cleaners' photos): `disk` keeps them under FILES_DIR (default DATA_DIR/files); `s3` in an S3-compatible bucket (AWS, MinIO),
  // needed when several instances serve one installation.
  FILES_PROVIDER: z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  FILES_DIR: z.string().min(1).optional(),
  // Unset: AWS's endpoint for S3_REGION. MinIO and others: their URL, e.g. http://127.0.0.1:9000.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://minio.example.com' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, { message: 'must be a region name such as eu-west-3 (MinIO: us-east-1)' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Bucket in the path (`endpoint/bucket/key`) rather than the host name. Unset: true when S3_ENDPOINT is set (MinIO), false for AWS.
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  // `off` for an installation that runs for itself: no plans, no trial, no property limits, nothing sold; no payment settings needed.
  BILLING: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  // Payments: `local` (built-in checkout page, works offline) or `stripe`.
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).default('local'),
  // Production with PAYMENTS_PROVIDER=local refuses to start unless this says the installation takes no real money.
  LOCAL_PAYMENTS_TAKE_NO_MONEY: booleanString.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ message: 'must be an absolute URL' }).default('https://api.stripe.com'),
  STRIPE_PRICE_STARTER_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_STARTER_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_GROWTH_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_GROWTH_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().min(1).optional(),
  // A Stripe coupon for the lifetime founder discount (30% off, duration forever).
  STRIPE_FOUNDER_COUPON_ID: z.string().min(1).optional(),
}).superRefine((env, ctx) => {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) ctx.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
  if (env.DEV_CLOCK && env.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: ['DEV_CLOCK'], message: 'cannot be used in production' });
  if (env.AI_PROVIDER === 'openai-compatible') {
    for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AI_PROVIDER=openai-compatible' });
    }
  }
  if (env.FILES_PROVIDER === 's3') {
    for (const key of S3_REQUIRED) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when FILES_PROVIDER=s3' });
    }
  }
  // Billing off takes no money, so neither the built-in provider's guard nor Stripe's settings apply.
  if (env.BILLING === 'off') return;
  if (env.PAYMENTS_PROVIDER === 'local' && env.NODE_ENV === 'production' && !env.LOCAL_PAYMENTS_TAKE_NO_MONEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['LOCAL_PAYMENTS_TAKE_NO_MONEY'],
      message: 'must be true to run the built-in payment provider in production: it takes no real money (test cards only). Set PAYMENTS_PROVIDER=stripe to take payments',
    });
  }
  if (env.PAYMENTS_PROVIDER !== 'stripe') return;
  for (const key of STRIPE_REQUIRED) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=stripe' });
  }
});

const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER_MONTHLY',
  'STRIPE_PRICE_STARTER_ANNUAL',
  'STRIPE_PRICE_GROWTH_MONTHLY',
  'STRIPE_PRICE_GROWTH_ANNUAL',
  'STRIPE_PRICE_ENTERPRISE_MONTHLY',
  'STRIPE_PRICE_ENTERPRISE_ANNUAL',
  'STRIPE_FOUNDER_COUPON_ID',
] as const;

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string; dataDir: string; filesDir: string; webDistDir: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses and validates configuration; throws EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = result.data;
  const displayHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://${displayHost}:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR, 'files')),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
  };
}
