import type { ConversationDetail, ConversationList } from '@cohost/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { seedDemo } from '../../../seed-demo';
import { DEMO_LOGIN_FACT } from '../../accounts';
import { findInstallationFact } from '../../system';
import { NO_CHANNEL_FIX } from '../domain/outbound-channel';
import { platformMail } from '../messaging.tables';

describe('the demo workspace’s Airbnb thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is read through the platform mail path, names its guest, and shows that no mailbox carries the reply', async () => {
    expect(await seedDemo(t.ctx, t.modules)).toBe(true);
    const hostLogin = (await findInstallationFact<{ email: string; password: string }>({ db: t.database.db }, DEMO_LOGIN_FACT))!;
    const host = new TestClient(t.url);
    expect((await host.post('/api/auth/sign-in/email', hostLogin)).status).toBe(200);
    const workspaceId = (await host.get<{ workspace: { id: string } }>('/api/accounts/me')).json.workspace.id;

    const list = (await host.get<ConversationList>('/api/conversations?limit=200')).json.items;
    const airbnb = list.filter((item) => item.platform === 'airbnb');
    expect(airbnb).toHaveLength(1);
    expect(airbnb[0]).toMatchObject({ guestName: 'Hannah', reservationId: expect.any(String) });
    const detail = (await host.get<ConversationDetail>(`/api/conversations/${airbnb[0]!.id}`)).json;
    expect(detail.messages[0]).toMatchObject({ author: 'guest', channel: 'airbnb' });
    expect(detail.messages.some((message) => message.author === 'ai')).toBe(true);
    for (const message of detail.messages.filter((candidate) => candidate.author === 'ai' && candidate.status === 'sent')) {
      expect(message.delivery).toEqual({ state: 'no-channel', detail: NO_CHANNEL_FIX });
    }
    expect(detail.reach).toMatchObject({ replyChannel: 'guest-page', noChannelFix: NO_CHANNEL_FIX });
    const mail = await t.database.db.select().from(platformMail).where(and(eq(platformMail.workspaceId, workspaceId), eq(platformMail.source, 'demo')));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ outcome: 'guest-message', conversationId: airbnb[0]!.id });

    // Seeding again adds nothing.
    expect(await seedDemo(t.ctx, t.modules, { force: true })).toBe(true);
    expect(await t.database.db.select().from(platformMail).where(eq(platformMail.workspaceId, workspaceId))).toHaveLength(1);
  }, 180_000);
});
