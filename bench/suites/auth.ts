import { IncompleteSuiteError, type BenchSuite, type Figure } from '../support/bench-suite';
import { measureLoad } from '../support/http-load';
import { spawnCohost, spawnHelloServer, withTempDir } from '../support/server-process';

/**
 * Accounts: how many password sign-ins a second (bounded by password hashing, scrypt), and what
 * reading the current session costs against a bare node:http server. Cohost runs behind a
 * "proxy" (TRUST_PROXY=true) and each sign-in claims a different client address, so the per-address
 * rate limit is not what is measured.
 */
export const authSuite: BenchSuite = {
  name: 'Accounts',
  async run(log) {
    log('node:http hello world');
    const hello = await spawnHelloServer();
    const helloLoad = await measureLoad(`${hello.url}/`).finally(() => hello.stop());

    return withTempDir(async (dataDir) => {
      const cohost = await spawnCohost(dataDir, { TRUST_PROXY: 'true' });
      try {
        const [, email, password] = /Demo login: (\S+) \/ (\S+)/.exec(cohost.output()) ?? [];
        if (!email || !password) throw new Error(`no demo login printed:\n${cohost.output()}`);
        const headers = { 'content-type': 'application/json', origin: cohost.url };
        const body = JSON.stringify({ email, password });
        const signIn = await fetch(`${cohost.url}/api/auth/sign-in/email`, { method: 'POST', headers, body });
        if (signIn.status !== 200) throw new Error(`demo sign-in answered ${signIn.status}`);
        const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

        log('GET /api/auth/get-session with a signed-in cookie');
        const session = await measureLoad(`${cohost.url}/api/auth/get-session`, { headers: { cookie } });

        const sessionFigures: Figure[] = [
          { label: 'GET session', value: session.requestsPerSecond, unit: 'req/s', detail: `p99 ${session.p99Ms} ms` },
          {
            label: 'GET session / node:http',
            value: session.requestsPerSecond / helloLoad.requestsPerSecond,
            unit: '×',
            // Issue 18: a signed-in read's floor.
            target: { comparison: '>=', value: 0.1 },
            detail: `hello world ${Math.round(helloLoad.requestsPerSecond)} req/s`,
          },
        ];

        log('POST /api/auth/sign-in/email, a different client address each time');
        let client = 0;
        // Sign-ins under load may fail (error answers): the session's figures are still printed.
        const signIns = await measureLoad(
          `${cohost.url}/api/auth/sign-in/email`,
          {
            method: 'POST',
            headers,
            body,
            setupRequest: (request) => {
              client++;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` } };
            },
          },
          { connections: 8, durationSeconds: 8 },
        ).catch((error: unknown) => {
          throw new IncompleteSuiteError((error as Error).message, { figures: sessionFigures }, { cause: error });
        });

        return [{ label: 'Sign-ins per second', value: signIns.requestsPerSecond, unit: 'req/s', detail: `p99 ${signIns.p99Ms} ms, 8 connections` }, ...sessionFigures];
      } finally {
        await cohost.stop();
      }
    });
  },
};
