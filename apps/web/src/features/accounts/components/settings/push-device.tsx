import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { toastError, toastSuccess } from '../../../../lib/toast';
import { describeAccountError } from '../../api/account-api-request';
import { useForgetPushSubscription, usePushStatus, useSavePushSubscription, useSendTestPush } from '../../api/push-notifications';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

function supportsPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker that shows pushes (apps/web/public/sw.js); registering it asks nothing of the person. */
async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * This browser's push notifications: turned on only when the person clicks (the browser's
 * permission prompt comes from that click), turned off here too; the devices already on are listed.
 */
export function PushDevice() {
  const status = usePushStatus();
  const save = useSavePushSubscription();
  const forget = useForgetPushSubscription();
  const test = useSendTestPush();
  const [state, setState] = useState<DeviceState>(() => (!supportsPush() ? 'unsupported' : Notification.permission === 'denied' ? 'blocked' : 'checking'));
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supportsPush() || Notification.permission === 'denied') return;
    let live = true;
    void registration()
      .then((ready) => ready.pushManager.getSubscription())
      .then((subscription) => {
        if (!live) return;
        setEndpoint(subscription?.endpoint ?? null);
        setState(subscription ? 'on' : 'off');
      })
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const known = endpoint !== null && (status.data?.devices ?? []).some((device) => device.endpoint === endpoint);
  const shown: DeviceState = state === 'on' && status.data && !known ? 'off' : state;

  async function turnOn() {
    if (!status.data) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        toastError('Notifications were not allowed in this browser');
        return;
      }
      const ready = await registration();
      const existing = await ready.pushManager.getSubscription();
      const subscription = existing ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(status.data.publicKey) }));
      const json = subscription.toJSON();
      await save.mutateAsync({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } });
      setEndpoint(subscription.endpoint);
      setState('on');
      toastSuccess('Push notifications are on for this device');
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to turn on push notifications'));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const ready = await registration();
      const subscription = await ready.pushManager.getSubscription();
      if (subscription) {
        await forget.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      setState('off');
      toastSuccess('Push notifications are off for this device');
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to turn off push notifications'));
    } finally {
      setBusy(false);
    }
  }

  async function sendTest() {
    try {
      const result = await test.mutateAsync();
      toastSuccess(result.devices === 1 ? 'Test notification sent to 1 device' : `Test notification sent to ${result.devices} devices`);
    } catch (failure) {
      toastError(describeAccountError(failure, 'Failed to send a test notification'));
    }
  }

  const devices = status.data?.devices ?? [];
  return (
    <Stack gap="xs" data-testid="push-device">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          This device
        </Text>
        <Text size="sm" c="dimmed" data-testid="push-device-state">
          {shown === 'checking' && 'Checking…'}
          {shown === 'unsupported' && 'This browser cannot receive push notifications.'}
          {shown === 'blocked' && "Notifications are blocked for Cohost in this browser's settings."}
          {shown === 'off' && 'Off on this device'}
          {shown === 'on' && 'On for this device'}
        </Text>
      </Group>
      <Group gap="xs">
        {shown === 'off' && (
          <Button size="xs" onClick={() => void turnOn()} loading={busy} disabled={!status.data}>
            Turn on for this device
          </Button>
        )}
        {shown === 'on' && (
          <>
            <Button size="xs" variant="default" onClick={() => void sendTest()} loading={test.isPending}>
              Send a test
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => void turnOff()} loading={busy}>
              Turn off for this device
            </Button>
          </>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {devices.length === 0 ? 'No device receives push notifications yet.' : `Receiving: ${devices.map((device) => device.device).join(', ')}.`} The switches below choose what is sent.
      </Text>
    </Stack>
  );
}
