import type { LockCard as LockCardData } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBattery2, IconDialpad, IconKey, IconLock, IconLockOpen, IconSettings, IconWifi, IconWifiOff } from '@tabler/icons-react';

import { batteryColor, describeCodeState, formatMoment } from './lock-format';

interface LockCardProps {
  lock: LockCardData;
  busy: boolean;
  onOperate(operation: 'lock' | 'unlock'): void;
  onSettings(): void;
  /** The lock's codes (guests', cleaners', visitors'). */
  onCodes(): void;
  /** A virtual lock's keypad (real locks report their own entries). */
  onKeypad(): void;
}

/** One lock as its provider reports it: state, battery, who is in, who comes next, its codes. */
export function LockCard({ lock, busy, onOperate, onSettings, onCodes, onKeypad }: LockCardProps) {
  const titleId = `lock-${lock.id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {lock.name}
            </Title>
            <Text size="sm" c="dimmed">
              {lock.property?.name ?? 'No property'} · {lock.manufacturer}
              {lock.provider === 'virtual' ? ' (virtual)' : ''}
            </Text>
          </div>
          <Badge style={{ flexShrink: 0 }} color={lock.locked === false ? 'orange' : 'blue'} leftSection={lock.locked === false ? <IconLockOpen size={12} /> : <IconLock size={12} />}>
            {lock.locked === null ? 'Unknown' : lock.locked ? 'Locked' : 'Unlocked'}
          </Badge>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={lock.online ? 'green' : 'red'} leftSection={lock.online ? <IconWifi size={12} /> : <IconWifiOff size={12} />}>
            {lock.online ? 'Connected' : 'Offline'}
          </Badge>
          <Badge variant="light" color={batteryColor(lock.batteryPercent)} leftSection={<IconBattery2 size={12} />}>
            {lock.batteryPercent === null ? 'Battery unknown' : `Battery ${lock.batteryPercent}%`}
          </Badge>
          <Badge variant="light" color="gray">
            {lock.activeCodes} active {lock.activeCodes === 1 ? 'code' : 'codes'}
          </Badge>
        </Group>
        {!lock.online && lock.offlineSince && (
          <Alert color="red" p="xs">
            Offline since {formatMoment(lock.offlineSince)}: new codes cannot be set until it reconnects.
          </Alert>
        )}
        {lock.codesNeedingYou > 0 && (
          <Alert color="red" p="xs">
            {lock.codesNeedingYou === 1 ? 'A guest has' : `${lock.codesNeedingYou} guests have`} no working code on this lock: see Codes.
          </Alert>
        )}
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              Current guest:
            </Text>{' '}
            {lock.currentGuest ? lock.currentGuest.name : 'None'}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              Checkout:
            </Text>{' '}
            {lock.currentGuest ? formatMoment(lock.currentGuest.checkoutAt) : '—'}
          </Text>
          <Text size="sm" c="dimmed">
            {lock.nextArrival ? `Next: ${lock.nextArrival.name}, ${formatMoment(lock.nextArrival.startsAt)} (${describeCodeState(lock.nextArrival.codeState)})` : 'No arrival with a code ahead'}
          </Text>
        </Stack>
        <Group gap="xs">
          {lock.remoteLockUnlock && (
            <Button
              size="xs"
              variant="default"
              loading={busy}
              disabled={!lock.online}
              leftSection={lock.locked === false ? <IconLock size={14} /> : <IconLockOpen size={14} />}
              onClick={() => onOperate(lock.locked === false ? 'lock' : 'unlock')}
            >
              {lock.locked === false ? 'Lock' : 'Unlock'}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconKey size={14} />} onClick={onCodes}>
            Codes
          </Button>
          <Button size="xs" variant="default" leftSection={<IconSettings size={14} />} onClick={onSettings}>
            Settings
          </Button>
          {lock.provider === 'virtual' && (
            <Button size="xs" variant="subtle" leftSection={<IconDialpad size={14} />} onClick={onKeypad}>
              Keypad
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
