import type { Health } from '@cohost/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { HEALTH_CACHE_MS, HEARTBEAT_STALE_MS } from '../system.constants';
import { recordWorkerHeartbeat } from './record-worker-heartbeat';
import { retireWorkerHeartbeat } from './retire-worker-heartbeat';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const getHealth = async () => {
    const res = await fetch(`${t.url}/api/health`);
    return { status: res.status, body: (await res.json()) as Health, headers: res.headers };
  };

  it('reports the database driver and a degraded job system while no worker is alive', async () => {
    const { status, body, headers } = await getHealth();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe('degraded');
    expect(body.database).toMatchObject({ status: 'up', driver: t.database.driver });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.jobs).toMatchObject({ status: 'down', role: 'web', workersSeen: 0, lastHeartbeatAt: null });
  });

  it('serves the cached report within the cache window, then sees a new worker', async () => {
    await recordWorkerHeartbeat({ db: t.database.db, clock: t.clock, instance: t.ctx.instance, role: 'worker' });
    expect((await getHealth()).body.jobs.workersSeen).toBe(0);

    t.clock.advance(HEALTH_CACHE_MS + 1);
    const { body } = await getHealth();
    expect(body.status).toBe('ok');
    expect(body.jobs).toMatchObject({ status: 'up', workersSeen: 1 });
    expect(body.jobs.lastHeartbeatAt).toBe(new Date(t.clock.now().getTime() - HEALTH_CACHE_MS - 1).toISOString());
  });

  it('stops counting a worker that has been silent too long', async () => {
    t.clock.advance(HEARTBEAT_STALE_MS + HEALTH_CACHE_MS);
    const { body } = await getHealth();
    expect(body.jobs.workersSeen).toBe(0);
    expect(body.status).toBe('degraded');
  });

  it('forgets a worker that stopped on purpose at once', async () => {
    await recordWorkerHeartbeat({ db: t.database.db, clock: t.clock, instance: t.ctx.instance, role: 'worker' });
    t.clock.advance(HEALTH_CACHE_MS + 1);
    expect((await getHealth()).body.jobs.workersSeen).toBe(1);
    await retireWorkerHeartbeat({ db: t.database.db, instance: t.ctx.instance });
    t.clock.advance(HEALTH_CACHE_MS + 1);
    expect((await getHealth()).body.jobs.workersSeen).toBe(0);
  });

  it('answers 503 "down" when the database is unreachable', async () => {
    t.clock.advance(HEALTH_CACHE_MS + 1);
    const broken = await startTestApp();
    await broken.database.close();
    const res = await fetch(`${broken.url}/api/health`);
    const body = (await res.json()) as Health;
    expect(res.status).toBe(503);
    expect(body.status).toBe('down');
    expect(body.database).toMatchObject({ status: 'down', latencyMs: null });
    await broken.close().catch(() => {});
  });
});
