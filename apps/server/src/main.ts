import { startCohost } from './boot';
import { EnvError, loadEnv, type Env } from './env';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { createLogger, logsForPeople } from './platform/log/logger';
import { AdjustableClock, systemClock } from './platform/runtime/clock';
import { devOutboxUrl } from './modules/notifications';
import { prepareShippedIntentModel } from './providers';

const PREPARE_INTENT_MODEL_FLAG = '--prepare-intent-model';

const startedAt = performance.now();

// The build's step after bundling: the co-host's trained network, shipped beside this bundle.
if (process.argv[2] === PREPARE_INTENT_MODEL_FLAG) {
  await prepareShippedIntentModel();
  process.exit(0);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`Cohost cannot start. ${error.message}\nSee .env.example for every variable and its default.`);
  process.exit(1);
}

const log = createLogger({ level: env.LOG_LEVEL, pretty: logsForPeople(env) });

try {
  // A movable clock for journeys of scheduled work (env refuses it in production).
  const cohost = await startCohost(env, log, env.DEV_CLOCK ? new AdjustableClock() : systemClock);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const outbox = cohost.url ? devOutboxUrl({ ...env, publicUrl: cohost.url }) : null;
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL in ${env.dataDir}`;
  const lines = [
    '',
    cohost.url ? `  Cohost is running at ${cohost.url}  (ready in ${seconds} s)` : `  Cohost worker is running (ready in ${seconds} s)`,
    `  Database: ${where}   Role: ${env.ROLE}`,
    cohost.seeded ? '  Demo workspace: seeded on this new database' : '  Demo workspace: already present',
    cohost.demoLogin ? `  Demo login: ${cohost.demoLogin.email} / ${cohost.demoLogin.password}` : '  Demo login: none (SEED_DEMO=false)',
    ...(cohost.demoCleanerLogin ? [`  Demo cleaner: ${cohost.demoCleanerLogin.email} / ${cohost.demoCleanerLogin.password} / code ${cohost.demoCleanerLogin.cleanerCode}`] : []),
    ...(outbox ? [`  Emails and texts: kept at ${outbox} (set SMTP_URL and TWILIO_* to send them)`] : []),
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void cohost.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`Cohost cannot start. ${error.message}`);
  } else {
    log.fatal({ err: error }, 'Cohost failed to start');
  }
  process.exit(1);
}
