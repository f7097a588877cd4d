import fs from 'node:fs';
import { openDatabase } from '../src/platform/db/database';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { createLogger } from '../src/platform/log/logger';
import { systemClock } from '../src/platform/runtime/clock';
import { describeInstance } from '../src/platform/runtime/instance';
import { loadEnv } from '../src/env';
import { readVersion } from '../src/paths';
import { createRealtimeHub } from '../src/platform/realtime/realtime-hub';
import { OPENAPI_FILE, WEB_SCHEMA_FILE, renderApiArtifacts } from './api-artifacts';

// `npm run api:generate`: writes apps/server/openapi.json and the web client's types.
// Building the route table needs the app's parts, not data: an in-memory database serves.
const log = createLogger({ level: 'silent', pretty: false });
const database = await openDatabase({ driver: 'pglite' });
const jobs = JobQueue.create({ database, log, works: false });
const env = loadEnv({ NODE_ENV: 'development' });
const { openapi, webSchema } = await renderApiArtifacts({ env, log, database, jobs, clock: systemClock, instance: describeInstance(readVersion()), authSecret: 'api-document-generation-only-not-a-secret', realtime: createRealtimeHub(database, log) });
fs.writeFileSync(OPENAPI_FILE, openapi);
fs.writeFileSync(WEB_SCHEMA_FILE, webSchema);
await database.close();
console.log(`Wrote ${OPENAPI_FILE}\nWrote ${WEB_SCHEMA_FILE}`);
