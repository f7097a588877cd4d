import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Screenshots of failed journeys and the server log; gitignored. */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e/artifacts');
