import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHost } from '../../../../test/support/accounts';
import { startPushServiceStandIn, type PushServiceStandIn, type StandInDevice } from '../../../../test/support/push-service-stand-in';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { pushSubscriptions, pushVapidKeys } from '../notifications.tables';

async function eventually<T>(read: () => T | Promise<T>, isDone: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const subscriptionOf = (device: StandInDevice) => ({ endpoint: device.endpoint, keys: device.keys });

describe('Web Push', () => {
  let t: TestApp;
  let pushService: PushServiceStandIn;

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    t = await startTestApp({ works: true });
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  it('sends an encrypted push with a signed VAPID JWT to a subscribed device, which reads it', async () => {
    const { client } = await signedInHost(t);
    const device = pushService.newDevice();
    const subscribed = await client.post<{ publicKey: string; devices: Array<{ endpoint: string; device: string }> }>('/api/notifications/push/subscriptions', subscriptionOf(device), {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.json.devices).toEqual([expect.objectContaining({ endpoint: device.endpoint, device: 'Chrome on Android' })]);

    const sent = await client.post<{ devices: number }>('/api/notifications/push/test', {});
    expect(sent.json).toEqual({ devices: 1 });
    const pushes = await eventually(() => pushService.pushesTo(device), (list) => list.length > 0);
    expect(pushService.problems).toEqual([]);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload)).toEqual({ title: 'Cohost test notification', body: 'Push notifications reach this device.', url: '/account-settings', tag: 'test' });
    // The JWT is signed by the key the browser subscribed with, for the push service's origin.
    expect(pushes[0]!.vapidPublicKey).toBe(subscribed.json.publicKey);
    expect(pushes[0]!.claims.aud).toBe(pushService.url);
    expect(pushes[0]!.claims.sub).toMatch(/^mailto:|^https:/);
    expect(pushes[0]!.headers.urgency).toBe('normal');

    // The key pair was made once and its private half is kept sealed.
    const keys = await t.database.db.select().from(pushVapidKeys);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.publicKey).toBe(subscribed.json.publicKey);
    expect(keys[0]!.privateKeySealed).toMatch(/^v1\./);
    // The delivery job records the send once the push service has answered (it may not have yet).
    const [row] = await eventually(
      () => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
      (rows) => rows[0]?.lastSentAt != null,
    );
    expect(row!.lastSentAt).not.toBeNull();
  });

  it('forgets a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
    const { client } = await signedInHost(t);
    const phone = pushService.newDevice();
    const laptop = pushService.newDevice();
    const oldTablet = pushService.newDevice();
    for (const device of [phone, laptop, oldTablet]) expect((await client.post('/api/notifications/push/subscriptions', subscriptionOf(device))).status).toBe(200);
    pushService.gone(phone, 410);
    pushService.gone(oldTablet, 404);

    expect((await client.post<{ devices: number }>('/api/notifications/push/test', {})).json.devices).toBe(3);
    await eventually(() => pushService.pushesTo(laptop), (list) => list.length > 0);
    const left = await eventually(
      async () => (await client.get<{ devices: Array<{ endpoint: string }> }>('/api/notifications/push')).json.devices,
      (devices) => devices.length === 1,
    );
    expect(left.map((device) => device.endpoint)).toEqual([laptop.endpoint]);
  });

  it('refuses an endpoint that is not an https push service, naming the field, and stores nothing', async () => {
    const { client } = await signedInHost(t);
    const device = pushService.newDevice();
    const refused = await client.post<{ error: { code: string; details: Array<{ path: string }> } }>('/api/notifications/push/subscriptions', {
      endpoint: 'http://192.0.2.10/push/abc',
      keys: device.keys,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('notifications.invalid-subscription');
    expect(refused.json.error.details[0]!.path).toBe('endpoint');
    const badKey = await client.post('/api/notifications/push/subscriptions', { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } });
    expect(badKey.status).toBe(400);
    expect((await client.get<{ devices: unknown[] }>('/api/notifications/push')).json.devices).toEqual([]);
  });

  it('unsubscribes only the caller’s own device; another host neither sees nor removes it', async () => {
    const owner = await signedInHost(t);
    const other = await signedInHost(t);
    const device = pushService.newDevice();
    await owner.client.post('/api/notifications/push/subscriptions', subscriptionOf(device));

    expect((await other.client.get<{ devices: unknown[] }>('/api/notifications/push')).json.devices).toEqual([]);
    await other.client.post('/api/notifications/push/unsubscribe', { endpoint: device.endpoint });
    expect((await owner.client.get<{ devices: unknown[] }>('/api/notifications/push')).json.devices).toHaveLength(1);

    const after = await owner.client.post<{ devices: unknown[] }>('/api/notifications/push/unsubscribe', { endpoint: device.endpoint });
    expect(after.status).toBe(200);
    expect(after.json.devices).toEqual([]);
    expect((await other.client.post<{ devices: number }>('/api/notifications/push/test', {})).json.devices).toBe(0);
  });
});
