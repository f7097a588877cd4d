import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';
import type { EmbeddedCall, EmbeddedMessage, EmbeddedThreadOptions, PortableError, PortableQueryOptions } from './embedded-thread-worker';

/**
 * The embedded database on its own thread, seen from the main thread: the same calls as a PGlite
 * instance (query, exec, transaction, listen, dumpDataDir, close), each a message to the worker
 * that owns PGlite (`embedded-thread-worker.ts`). Drizzle's PGlite driver, pg-boss's
 * `fromPglite` and the realtime hub use it as they would use PGlite in-process, while the SQL
 * runs off the event loop (ADR 014).
 */

/** How to start the worker: a bundled file, or code run as the worker (the source through tsx). */
export type WorkerEntry = { file: string } | { code: string };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** An error from the database thread, with PostgreSQL's fields (code, constraint, detail…) as PGlite gives them. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(portable: PortableError) {
    super(portable.message);
    Object.assign(this, portable.fields);
    this.name = portable.name;
    if (portable.stack) this.stack = portable.stack;
  }
}

function portableOptions(options: QueryOptions | undefined): PortableQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('The embedded database thread takes rowMode, parsers and paramTypes; serializers, blob and onNotice cannot cross threads');
  }
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    // Every parser the app passes (drizzle's) keeps PostgreSQL's text; the worker does the same for these types.
    ...(options.parsers ? { textTypes: Object.keys(options.parsers).map(Number) } : {}),
  };
}

export class EmbeddedThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextCall = 1;
  #nextListener = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Starts the worker and waits until its database is open. `onFailure` hears of a thread that
   * stops on its own (the process cannot go on without its database).
   */
  static async open(entry: WorkerEntry, options: EmbeddedThreadOptions, onFailure: (error: Error) => void): Promise<EmbeddedThread> {
    // The thread's own JavaScript is small (PGlite's memory is WebAssembly's, outside the heap); a
    // small young generation keeps the short-lived rows it copies out from holding memory.
    const settings = { workerData: options, resourceLimits: { maxYoungGenerationSizeMb: 8 } };
    const worker = 'file' in entry ? new Worker(entry.file, settings) : new Worker(entry.code, { ...settings, eval: true });
    const thread = new EmbeddedThread(worker);
    // Only this function's own listeners are removed afterwards: the Worker's internal ones
    // (which start and stop its message port) must stay.
    let opening!: (message: EmbeddedMessage) => void;
    let failedToOpen!: (error: Error) => void;
    let exitedWhileOpening!: (code: number) => void;
    await new Promise<void>((resolve, reject) => {
      opening = (message) => {
        if (message.kind === 'ready') resolve();
        if (message.kind === 'failed') reject(new EmbeddedDatabaseError(message.error));
      };
      failedToOpen = reject;
      exitedWhileOpening = (code) => reject(new Error(`The embedded database thread stopped while opening (exit code ${code})`));
      worker.on('message', opening).on('error', failedToOpen).on('exit', exitedWhileOpening);
    })
      .catch(async (error: unknown) => {
        await worker.terminate();
        throw error;
      })
      .finally(() => worker.off('message', opening).off('error', failedToOpen).off('exit', exitedWhileOpening));
    worker.on('message', (message: EmbeddedMessage) => thread.#receive(message));
    const stopped = (error: Error) => {
      if (thread.#closed) return;
      thread.#closed = true;
      thread.#failAll(error);
      onFailure(error);
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`The embedded database thread stopped (exit code ${code})`)));
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', text: query, ...(params ? { params } : {}), ...(options ? { options: portableOptions(options) } : {}) });
  }

  exec(query: string): Promise<Array<Results>> {
    return this.#call({ op: 'exec', text: query });
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#call({ op: 'end', tx: id, commit });
    };
    const tx: Transaction = {
      query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
        this.#call<Results<R>>({ op: 'query', text: query, ...(params ? { params } : {}), ...(options ? { options: portableOptions(options) } : {}), tx: id }),
      exec: (query: string) => this.#call<Array<Results>>({ op: 'exec', text: query, tx: id }),
      rollback: () => end(false),
      sql: () => Promise.reject(new Error('Tagged-template queries are not sent to the embedded database thread; use query')),
      listen: () => Promise.reject(new Error('Listen on the database, not inside a transaction')),
      get closed() {
        return ended;
      },
    };
    try {
      const result = await callback(tx);
      await end(true);
      return result;
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextListener++;
    this.#listeners.set(listener, callback);
    try {
      await this.#call({ op: 'listen', channel, listener });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#closed) await this.#call({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#failAll(new Error('The embedded database is closed'));
      await this.#worker.terminate();
    }
  }

  #call<T>(call: EmbeddedCall): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.#nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, call });
    });
  }

  #receive(message: EmbeddedMessage): void {
    if (message.kind === 'notify') {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.kind !== 'reply') return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new EmbeddedDatabaseError(message.error));
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
