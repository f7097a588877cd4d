import { parentPort, workerData } from 'node:worker_threads';
import { serveEmbeddedDatabase, type EmbeddedThreadOptions } from './platform/db/embedded-thread-worker';

// Entry run as a worker thread by the embedded database (platform/db/embedded-thread.ts): the
// thread that owns PGlite, so its SQL never runs on the main thread's event loop.
if (!parentPort) throw new Error('embedded-database-thread runs as a worker thread');
await serveEmbeddedDatabase(parentPort, workerData as EmbeddedThreadOptions);
