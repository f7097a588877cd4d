import { migrateDatabase, openDatabase } from './platform/db/database';
import { MIGRATIONS_FOLDER } from './paths';

// Entry run in a child process by providers.ts when the embedded database folder is new:
// initdb's memory (several hundred MB of WebAssembly heap) is never given back to the OS,
// so it is spent in a process that then exits.
const [dataDir, sharedBuffers] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: create-embedded-database <data-dir> [shared-buffers]');
  process.exit(2);
}
const database = await openDatabase({ driver: 'pglite', dataDir, ...(sharedBuffers ? { sharedBuffers } : {}) });
await migrateDatabase(database, MIGRATIONS_FOLDER);
await database.close();
