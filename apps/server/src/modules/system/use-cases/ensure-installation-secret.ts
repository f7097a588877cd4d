import { randomBytes } from 'node:crypto';
import type { SystemDeps } from '../system.deps';
import { findMeta, insertMetaOnce } from '../system.repo';

/**
 * A random secret made once per installation and kept in the database, so a self-hoster gets
 * unique signing keys without configuring anything and every instance shares them. Set in the
 * environment, that value wins (see env.ts).
 */
export async function ensureInstallationSecret(deps: Pick<SystemDeps, 'db' | 'clock'>, name: string): Promise<string> {
  const key = `secret.${name}`;
  await insertMetaOnce(deps.db, key, randomBytes(32).toString('base64url'), deps.clock.now());
  return (await findMeta<string>(deps.db, key))!;
}
