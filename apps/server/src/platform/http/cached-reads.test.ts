import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import type { ActorResolver, HttpActor } from './app-env';
import { createApp } from './create-app';
import { ReadCache } from './read-cache';

/** An app with one kept screen whose reads wait until the test lets them go, counting them. */
function gatedApp() {
  const cache = new ReadCache(30_000);
  const resolveActor: ActorResolver = async (headers) => {
    const user = headers.get('x-user');
    if (!user) throw Object.assign(new Error('nobody'), { status: 401 });
    return { userId: user, workspaceId: headers.get('x-workspace') ?? 'w1', role: 'owner' } satisfies HttpActor;
  };
  const app = createApp({
    log: createLogger({ level: 'silent', pretty: false }),
    publicUrl: 'https://cohost.example',
    bodyLimitBytes: 1024,
    resolveActor,
    cachedReads: { cache, paths: new Set(['/api/screen']), minute: () => 1 },
  });
  let reads = 0;
  let version = 1;
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  app.get('/api/screen', async (c) => {
    reads++;
    const seen = version;
    await gate;
    return c.json({ version: seen, user: (await resolveActor(c.req.raw.headers)).userId });
  });
  app.post('/api/screen', async (c) => {
    await resolveActor(c.req.raw.headers).then((actor) => c.set('actor', actor));
    version++;
    return c.json({ version });
  });
  const get = (user = 'u1') => app.request('https://cohost.example/api/screen', { headers: { 'x-user': user } });
  return {
    cache,
    get,
    write: () => app.request('https://cohost.example/api/screen', { method: 'POST', headers: { 'x-user': 'u1', origin: 'https://cohost.example', 'content-type': 'application/json' }, body: '{}' }),
    reads: () => reads,
    release: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('cached reads', () => {
  it('reads a screen once for many requests arriving while it is read', async () => {
    const app = gatedApp();
    const pending = Array.from({ length: 10 }, () => app.get());
    await tick();
    expect(app.reads()).toBe(1);
    app.release();
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.headers.get('x-cache')).sort()).toEqual([...Array(9).fill('hit'), 'miss'].sort());
    for (const answer of answers) expect(await answer.json()).toEqual({ version: 1, user: 'u1' });
    expect((await app.get()).headers.get('x-cache')).toBe('hit');
    expect(app.reads()).toBe(1);
    // Another caller's screen is read for them.
    const other = app.get('u2');
    await tick();
    app.release();
    expect(await (await other).json()).toEqual({ version: 1, user: 'u2' });
    expect(app.reads()).toBe(2);
  });

  it('does not hand a request arriving after a write the read that began before it', async () => {
    const app = gatedApp();
    const before = app.get();
    await tick();
    expect((await app.write()).status).toBe(200);
    const after = app.get();
    await tick();
    expect(app.reads()).toBe(2);
    app.release();
    expect(await (await before).json()).toEqual({ version: 1, user: 'u1' });
    expect(await (await after).json()).toEqual({ version: 2, user: 'u1' });
    // The overtaken read was not kept; the later one was.
    const again = await app.get();
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.json()).toEqual({ version: 2, user: 'u1' });
  });
});
