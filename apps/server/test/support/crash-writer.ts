import { openDatabase } from '../../src/platform/db/database';

// Child process for the crash test: commits rows one by one and acknowledges each commit on
// stdout, until it is killed with SIGKILL.
const database = await openDatabase({ driver: 'pglite', dataDir: process.argv[2]! });
await database.pglite!.exec('create table if not exists crash_log (n int primary key)');
for (let n = 1; ; n++) {
  await database.pglite!.query('insert into crash_log (n) values ($1)', [n]);
  process.stdout.write(`${n}\n`);
}
