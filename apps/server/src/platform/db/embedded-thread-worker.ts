import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { MessagePort } from 'node:worker_threads';

/**
 * The embedded database's side of its thread (ADR 001, 014): one PGlite instance, owned by a
 * worker thread, answering the calls of `embedded-thread.ts` on the main thread. PGlite runs
 * its SQL synchronously inside WebAssembly; here that blocks only this thread, so requests,
 * timers and sockets on the main thread keep moving while a query or a job's statement runs.
 *
 * The calls mirror the part of PGlite's interface the app uses (drizzle's driver, pg-boss's
 * `fromPglite`, the realtime hub): query, exec, a transaction opened and ended by two calls,
 * listen/unlisten, dumping the data folder, close. Ordering is PGlite's own: a transaction holds
 * its lock from `begin` to `end`, and other queries wait behind it, as they do in one process.
 */

export interface EmbeddedThreadOptions {
  dataDir?: string;
  sharedBuffers?: string;
}

/** Query options that can cross a thread: parsers are named by type, each keeps the text as it is. */
export interface PortableQueryOptions {
  rowMode?: 'array' | 'object';
  /** PostgreSQL type ids whose values come back as PostgreSQL's text (drizzle's parsers do that). */
  textTypes?: number[];
  paramTypes?: number[];
}

export type EmbeddedCall =
  | { op: 'query'; text: string; params?: unknown[]; options?: PortableQueryOptions; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

export type EmbeddedMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: PortableError }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: PortableError }
  | { kind: 'notify'; listener: number; payload: string };

/** An error as it crosses the thread: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface PortableError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** Why a transaction is rolled back when the main thread's callback failed (its own error stays there). */
class RolledBack extends Error {}

export function toPortableError(error: unknown): PortableError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}

function queryOptions(options: PortableQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const asText = (value: string) => value;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(options.textTypes?.length ? { parsers: Object.fromEntries(options.textTypes.map((type) => [type, asText])) } : {}),
  };
}

/** Opens the database and answers calls on `port` until `close`. */
export async function serveEmbeddedDatabase(port: MessagePort, options: EmbeddedThreadOptions): Promise<void> {
  const post = (message: EmbeddedMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      // PostgreSQL's default 128MB of buffers is most of the embedded database's memory.
      ...(options.sharedBuffers ? { postgresqlconf: [`shared_buffers=${options.sharedBuffers}`] } : {}),
    });
  } catch (error) {
    post({ kind: 'failed', error: toPortableError(error) });
    return;
  }

  let nextTransaction = 1;
  const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }>();
  const listeners = new Map<number, () => Promise<void>>();

  const inTransaction = (id: number | undefined) => {
    if (id === undefined) return pglite;
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id} on the embedded database`);
    return open.tx;
  };

  const begin = () =>
    new Promise<number>((opened, failed) => {
      const id = nextTransaction++;
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const entry = { tx: null as unknown as Transaction, finish, done: Promise.resolve() };
      entry.done = pglite
        .transaction(async (tx) => {
          entry.tx = tx;
          transactions.set(id, entry);
          opened(id);
          if (!(await decided)) throw new RolledBack();
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof RolledBack) return;
            failed(error);
            throw error;
          },
        )
        .finally(() => transactions.delete(id));
      // `end` reports how the transaction ended; until then a failure is kept for it.
      entry.done.catch(() => {});
    });

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id} on the embedded database`);
    open.finish(commit);
    await open.done;
  };

  const answer = async (call: EmbeddedCall): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> => {
    switch (call.op) {
      case 'query':
        return { value: await inTransaction(call.tx).query(call.text, call.params, queryOptions(call.options)) };
      case 'exec':
        return { value: await inTransaction(call.tx).exec(call.text) };
      case 'begin':
        return { value: await begin() };
      case 'end':
        await end(call.tx, call.commit);
        return { value: null };
      case 'listen': {
        const { listener } = call;
        listeners.set(listener, await pglite.listen(call.channel, (payload) => post({ kind: 'notify', listener, payload })));
        return { value: null };
      }
      case 'unlisten': {
        const unlisten = listeners.get(call.listener);
        listeners.delete(call.listener);
        if (unlisten && !pglite.closed) await unlisten();
        return { value: null };
      }
      case 'dump': {
        const bytes = await (await pglite.dumpDataDir(call.compression)).arrayBuffer();
        return { value: bytes, transfer: [bytes] };
      }
      case 'close':
        if (!pglite.closed) await pglite.close();
        return { value: null };
    }
  };

  port.on('message', (message: { id: number; call: EmbeddedCall }) => {
    answer(message.call).then(
      ({ value, transfer }) => post({ kind: 'reply', id: message.id, ok: true, value }, transfer),
      (error: unknown) => post({ kind: 'reply', id: message.id, ok: false, error: toPortableError(error) }),
    );
  });
  post({ kind: 'ready' });
}
