import fs from 'node:fs';
import path from 'node:path';

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
