import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Env } from './env';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { JobQueue } from './platform/jobs/job-queue';
import type { Logger } from './platform/log/logger';
import { createDiskFileStore } from './platform/storage/disk-file-store';
import type { FileStore } from './platform/storage/file-store';
import { createS3FileStore } from './platform/storage/s3-file-store';
import { entryCommand, SHIPPED_INTENT_MODEL_DIR, workerEntry } from './paths';
import { createPaymentProvider, type PaymentProviderFactory } from './modules/billing';
import { createCoHostEngine, createReplyDrafter, createSecondReader, fileIntentModelStore, loadIntentModel } from './modules/messaging';
import { createNotificationProviders } from './modules/notifications';
import { createFeedFetcher } from './modules/reservations';

/**
 * Trains the co-host's intent model on the shipped corpus into the build's folder (`main.mjs
 * --prepare-intent-model`, run by the build right after bundling, so the weights' key names the
 * bundled code that will restore them).
 */
export async function prepareShippedIntentModel(): Promise<void> {
  await loadIntentModel(fileIntentModelStore(SHIPPED_INTENT_MODEL_DIR));
}

/** A failure nothing can answer: thrown where no one catches it, so the process stops. */
const crash = (error: Error) => {
  setImmediate(() => {
    throw error;
  });
};

/**
 * The one place where configuration picks the real service behind each capability. The embedded
 * database runs on its own worker thread (decision 014); `onFailure` hears if that thread stops.
 */
export async function openDatabaseFromEnv(env: Env, onFailure: (error: Error) => void = crash): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return openDatabase({ driver: 'postgres', connectionString: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
  }
  const dataDir = path.join(env.dataDir, 'pglite');
  if (!fs.existsSync(dataDir)) {
    // Created in a child process (see create-embedded-database.ts), in a scratch folder renamed
    // into place when complete, so a crash half-way never leaves a half-made database behind.
    const scratch = `${dataDir}.creating`;
    fs.rmSync(scratch, { recursive: true, force: true });
    await promisify(execFile)(process.execPath, [...entryCommand('create-embedded-database'), scratch, env.EMBEDDED_DB_SHARED_BUFFERS]);
    fs.renameSync(scratch, dataDir);
  }
  return openDatabase({ driver: 'pglite', thread: workerEntry('embedded-database-thread'), dataDir, sharedBuffers: env.EMBEDDED_DB_SHARED_BUFFERS, onFailure });
}

export function createJobQueue(env: Env, database: DatabaseHandle, log: Logger, options: { holdWorkers?: boolean } = {}): JobQueue {
  return JobQueue.create({ database, log: log.child({ component: 'jobs' }), works: env.ROLE !== 'web', ...options });
}

/** Files: on local disk under FILES_DIR, or in an S3-compatible bucket (env.ts made sure its settings are all there). */
function createFileStore(env: Env): FileStore {
  if (env.FILES_PROVIDER === 's3') {
    return createS3FileStore({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION!,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    });
  }
  return createDiskFileStore(env.filesDir);
}

/**
 * The services behind the modules' capabilities, from the env: stored files (disk or S3), email
 * and SMS (SMTP, Twilio, or the dev outbox), the calendar feed fetcher, the payment provider
 * (local or Stripe), who words the co-host's replies (the local engine, or an OpenAI-compatible
 * model it checks) and whether that model also reads each guest message a second time.
 */
export function createProviders(env: Env, log: Logger) {
  const intentModels = fileIntentModelStore(path.join(env.dataDir, 'cache', 'intent-model'), SHIPPED_INTENT_MODEL_DIR);
  return {
    files: createFileStore(env),
    notifications: createNotificationProviders(env, log),
    feedFetcher: createFeedFetcher({ publicUrl: env.publicUrl, allowPrivateAddresses: env.ALLOW_PRIVATE_FEEDS }),
    paymentProvider: ((options) => createPaymentProvider(env, options)) satisfies PaymentProviderFactory,
    replyDrafter: createReplyDrafter(env, log.child({ module: 'messaging' })),
    secondReader: createSecondReader(env, log.child({ module: 'messaging' })),
    // Cheap after the first call: the intent model trains once per process (loadIntentModel), or
    // is restored from the data directory's cache when this corpus and code trained it before.
    coHostEngine: async () => createCoHostEngine(await loadIntentModel(intentModels)),
  };
}
