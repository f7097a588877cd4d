import type { BenchSuite, Figure } from '../support/bench-suite';
import { measureLoad } from '../support/http-load';
import { spawnCohost, withTempDir } from '../support/server-process';

/**
 * Billing: the founders count every visitor's landing page asks for (on load and every five
 * minutes), and starting a $1 checkout — a spot hold behind the offer's row lock, then the
 * built-in provider's checkout. A signed-in host asking again gets its live hold back, so the
 * second figure is the hold path without the provider write.
 */
export const billingSuite: BenchSuite = {
  name: 'Billing',
  async run(log) {
    return withTempDir(async (dataDir) => {
      const cohost = await spawnCohost(dataDir, { TRUST_PROXY: 'true' });
      try {
        log('GET /api/billing/founders/count');
        const count = await measureLoad(`${cohost.url}/api/billing/founders/count`);

        const [, email, password] = /Demo login: (\S+) \/ (\S+)/.exec(cohost.output()) ?? [];
        if (!email || !password) throw new Error(`no demo login printed:\n${cohost.output()}`);
        const headers = { 'content-type': 'application/json', origin: cohost.url };
        const signIn = await fetch(`${cohost.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
        if (signIn.status !== 200) throw new Error(`demo sign-in answered ${signIn.status}`);
        const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        const first = await fetch(`${cohost.url}/api/billing/founders/checkout`, { method: 'POST', headers: { ...headers, cookie } });
        if (first.status !== 200) throw new Error(`founders checkout answered ${first.status}: ${await first.text()}`);

        log('POST /api/billing/founders/checkout (signed in, hold already live)');
        const hold = await measureLoad(`${cohost.url}/api/billing/founders/checkout`, { method: 'POST', headers: { ...headers, cookie }, body: '{}' }, { connections: 8, durationSeconds: 8 });

        const figures: Figure[] = [
          { label: 'GET founders count', value: count.requestsPerSecond, unit: 'req/s', detail: `p99 ${count.p99Ms} ms` },
          { label: 'POST founders checkout (live hold)', value: hold.requestsPerSecond, unit: 'req/s', detail: `p99 ${hold.p99Ms} ms, 8 connections, row lock taken each time` },
        ];
        return figures;
      } finally {
        await cohost.stop();
      }
    });
  },
};
