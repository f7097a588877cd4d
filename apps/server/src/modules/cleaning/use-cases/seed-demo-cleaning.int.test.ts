import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_CLEANER_LOGIN_FACT, DEMO_LOGIN_FACT, type DemoCleanerLogin } from '../../accounts';
import { findInstallationFact } from '../../system';
import { cleaningIssues, cleaningPhotos, cleaningTasks } from '../cleaning.tables';

describe('the demo workspace’s cleanings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has a cleaner who signs in with the team code, tasks in every state, photos that open, and a reported broken lamp', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    const cleanerLogin = (await findInstallationFact<DemoCleanerLogin>({ db: t.database.db }, DEMO_CLEANER_LOGIN_FACT))!;
    expect(cleanerLogin).toMatchObject({ email: 'cleaner@cohost.local', password: expect.any(String), cleanerCode: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    const cleaner = new TestClient(t.url);
    const signIn = await cleaner.post('/api/accounts/cleaner-sign-in', cleanerLogin);
    expect(signIn.status, signIn.text).toBe(200);

    const hostLogin = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const host = new TestClient(t.url);
    expect((await host.post('/api/auth/sign-in/email', hostLogin)).status).toBe(200);
    const me = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json;
    const tasks = await t.database.db.select().from(cleaningTasks).where(eq(cleaningTasks.workspaceId, me.workspace.id));
    expect(new Set(tasks.map((task) => task.status))).toEqual(new Set(['scheduled', 'pending', 'in-progress', 'completed', 'cancelled']));
    const [issue] = await t.database.db.select().from(cleaningIssues).where(eq(cleaningIssues.workspaceId, me.workspace.id));
    expect(issue).toMatchObject({ kind: 'damage', description: expect.stringContaining('lamp') });
    expect(issue!.photoIds).toHaveLength(1);

    const overview = await host.get<{ recentCompletions: Array<{ id: string; photoCount: number; issueCount: number; rating: number | null }>; cleaners: Array<{ name: string }> }>('/api/cleaning/overview');
    expect(overview.status, overview.text).toBe(200);
    expect(overview.json.cleaners.map((row) => row.name)).toContain('Maria Lopez');
    const withLamp = overview.json.recentCompletions.find((task) => task.issueCount === 1)!;
    expect(withLamp).toMatchObject({ rating: 5, photoCount: 5 });
    const detail = await host.get<{ photos: Array<{ phase: string; url: string; thumbnailUrl: string }>; issues: Array<{ photos: Array<{ url: string }> }> }>(`/api/cleaning/tasks/${withLamp.id}`);
    expect(detail.json.photos.map((photo) => photo.phase).sort()).toEqual(['after', 'after', 'before', 'before']);
    // Real JPEGs in platform storage.
    const [stored] = await t.database.db.select().from(cleaningPhotos).where(and(eq(cleaningPhotos.workspaceId, me.workspace.id), eq(cleaningPhotos.phase, 'issue')));
    const bytes = fs.readFileSync(path.join(t.ctx.env.filesDir!, ...stored!.fileKey.split('/')));
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(fs.existsSync(path.join(t.ctx.env.filesDir!, ...stored!.thumbnailKey.split('/')))).toBe(true);
    expect(detail.json.issues[0]!.photos).toHaveLength(1);

    // Seeding again adds nothing.
    const before = tasks.length;
    expect(await seedDemo(t.ctx, t.modules, { force: true })).toBe(true);
    expect((await t.database.db.select().from(cleaningTasks).where(eq(cleaningTasks.workspaceId, me.workspace.id))).length).toBe(before);
  }, 180_000); // Seeding the whole demo workspace takes a while on a busy machine.
});
