import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR } from './paths';

// Where global-setup.ts sends the output of the server it starts.
const SERVER_LOG = path.join(ARTIFACTS_DIR, 'server.log');

/**
 * The demo host's sign-in, as the server under test printed it at start ("Demo login: … / …",
 * a password made for that installation). Null against an external server (E2E_BASE_URL), whose
 * output the journeys cannot read.
 */
export function demoLogin(): { email: string; password: string } | null {
  if (process.env.E2E_BASE_URL) return null;
  const match = /Demo login: (\S+@\S+) \/ (\S+)/.exec(fs.readFileSync(SERVER_LOG, 'utf8'));
  if (!match?.[1] || !match[2]) throw new Error(`${SERVER_LOG} shows no demo login: was the server started with SEED_DEMO=false?`);
  return { email: match[1], password: match[2] };
}
