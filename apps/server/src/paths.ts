import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Files the server reads at run time, located from apps/server. This module sits directly in
// src/ and is bundled into dist/, so `..` is apps/server either way.
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '../web/dist');
/** The intent model's network trained by the build (see prepareShippedIntentModel), beside the server bundle. */
export const SHIPPED_INTENT_MODEL_DIR = path.join(SERVER_ROOT, 'dist', 'intent-model');
export const ROOT_PACKAGE_JSON = path.join(SERVER_ROOT, '../../package.json');

/** The release of this code, from the root package.json. */
export function readVersion(): string {
  return (JSON.parse(fs.readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as { version: string }).version;
}

/**
 * How to run another entry point of the server the way this process runs: bundled
 * (dist/<name>.mjs) after `npm start` built it, or from source through tsx.
 */
export function entryCommand(name: string): string[] {
  return import.meta.url.endsWith('.ts')
    ? ['--import', 'tsx', path.join(SERVER_ROOT, 'src', `${name}.ts`)]
    : [path.join(SERVER_ROOT, 'dist', `${name}.mjs`)];
}

/**
 * How to start another entry point of the server as a worker thread: the bundled file after
 * `npm start` built it, or, from source, code that registers tsx in the thread first (a worker
 * does not take the parent's `--import tsx`).
 */
export function workerEntry(name: string): { file: string } | { code: string } {
  if (!import.meta.url.endsWith('.ts')) return { file: path.join(SERVER_ROOT, 'dist', `${name}.mjs`) };
  const tsxManifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(tsxManifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const tsx = pathToFileURL(path.join(path.dirname(tsxManifest), exports['./esm/api']!.import.default)).href;
  const source = pathToFileURL(path.join(SERVER_ROOT, 'src', `${name}.ts`)).href;
  return { code: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })` };
}
