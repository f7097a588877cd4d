import type { LockCard as LockCardData } from '@cohost/shared';
import { Alert, Anchor, Button, Card, Group, List, Loader, Modal, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useLocks } from '../api/list-locks';
import { useOperateLock } from '../api/operate-lock';
import { AddLockModal } from './add-lock-modal';
import { AddSeamLockModal } from './add-seam-lock-modal';
import { LockCard } from './lock-card';
import { formatMoment } from './lock-format';
import { KeypadModal } from './keypad-modal';
import { LockCodesDrawer } from './lock-codes-drawer';
import { LockSettingsModal } from './lock-settings-modal';
import { SeamAccountCard } from './seam-account-card';

interface LocksPageProps {
  /** The 'AI Lock Automation' toggle: the AI settings' "Auto-generate door codes" (the route wires it to them). */
  automation: { on: boolean | undefined; saving: boolean; onChange(on: boolean): void };
  /** The workspace's properties, for adding a lock to one. */
  properties: Array<{ id: string; name: string }>;
  /** The host is back from Seam's Connect Webview (the route reads `?seam=connected`). */
  seamReturn: { isBack: boolean; onSeen(): void };
}

/** /smart-locks: the lock automation, a card per lock with its state and controls, and what happened lately. */
export function LocksPage({ automation, properties, seamReturn }: LocksPageProps) {
  const locks = useLocks();
  const operate = useOperateLock();
  const [adding, setAdding] = useState(false);
  const [addingFromSeam, setAddingFromSeam] = useState(false);
  const [settingsOf, setSettingsOf] = useState<LockCardData | null>(null);
  const [keypadOf, setKeypadOf] = useState<LockCardData | null>(null);
  const [codesOf, setCodesOf] = useState<LockCardData | null>(null);
  const [confirming, setConfirming] = useState<{ lock: LockCardData; operation: 'lock' | 'unlock' } | null>(null);
  const list = locks.data?.locks ?? [];

  async function runOperation() {
    if (!confirming) return;
    const { lock, operation } = confirming;
    setConfirming(null);
    try {
      await operate.mutateAsync({ lockId: lock.id, operation });
      toastSuccess(`${lock.name} ${operation === 'lock' ? 'locked' : 'unlocked'}.`);
    } catch (error) {
      toastError(describeApiError(error, `${lock.name} did not ${operation}`));
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Smart Locks</Title>
          <Text c="dimmed" mt={4}>
            A door code for every stay, confirmed by the lock before the guest gets it.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={properties.length === 0}>
          Add a virtual lock
        </Button>
      </Group>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lock-automation-title">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id="lock-automation-title">
              AI Lock Automation
            </Title>
            <List size="sm" c="dimmed" mt="xs" spacing={2}>
              <List.Item>Codes are generated for every stay and set on the lock 24 hours before check-in.</List.Item>
              <List.Item>Guests get their code once the lock confirms it is set.</List.Item>
              <List.Item>Codes expire automatically after checkout.</List.Item>
            </List>
          </div>
          <Switch
            aria-label="AI Lock Automation"
            checked={automation.on ?? true}
            disabled={automation.on === undefined || automation.saving}
            onChange={(event) => automation.onChange(event.currentTarget.checked)}
            size="md"
          />
        </Group>
        {automation.on === false && (
          <Text size="sm" mt="sm">
            Off: each code waits for your approval in Approvals before it goes to the lock.
          </Text>
        )}
      </Card>

      <SeamAccountCard isBackFromSeam={seamReturn.isBack} onBackFromSeamSeen={seamReturn.onSeen} onAddLock={() => setAddingFromSeam(true)} canAddLock={properties.length > 0} />

      {locks.isPending && <Loader aria-label="Loading your locks" />}
      {locks.isError && <Alert color="red">{describeApiError(locks.error, 'Failed to load your locks')}</Alert>}
      {locks.isSuccess && list.length === 0 && (
        <EmptyStatePanel
          icon={<IconLock size={28} stroke={1.6} />}
          title="No locks yet"
          description={
            properties.length === 0 ? (
              'Add a property first: a lock belongs to a property, and its stays get codes for it.'
            ) : (
              <>
                <Anchor component="button" type="button" onClick={() => setAdding(true)} inherit>
                  Add a virtual lock
                </Anchor>{' '}
                to see codes set for each stay, or connect real locks through Seam above.
              </>
            )
          }
        />
      )}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((lock) => (
            <LockCard
              key={lock.id}
              lock={lock}
              busy={operate.isPending && operate.variables?.lockId === lock.id}
              onOperate={(operation) => setConfirming({ lock, operation })}
              onSettings={() => setSettingsOf(lock)}
              onCodes={() => setCodesOf(lock)}
              onKeypad={() => setKeypadOf(lock)}
            />
          ))}
        </SimpleGrid>
      )}

      {locks.isSuccess && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lock-activity-title">
          <Title order={2} size="h4" id="lock-activity-title" mb="sm">
            Recent activity
          </Title>
          {locks.data.recentActivity.length === 0 ? (
            <Text c="dimmed" size="sm">
              Codes set, used, failed and removed, and locks opened from Cohost, will show here.
            </Text>
          ) : (
            <Stack gap={6}>
              {locks.data.recentActivity.map((event) => (
                <Group key={event.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">
                    <Text span fw={600}>
                      {event.lockName}
                    </Text>{' '}
                    · {event.summary}
                    {event.detail ? ` (${event.detail})` : ''}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoment(event.at)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      )}

      <AddLockModal opened={adding} properties={properties} onClose={() => setAdding(false)} />
      <AddSeamLockModal opened={addingFromSeam} properties={properties} onClose={() => setAddingFromSeam(false)} />
      <LockSettingsModal lock={settingsOf} onClose={() => setSettingsOf(null)} />
      <KeypadModal lock={keypadOf} onClose={() => setKeypadOf(null)} />
      <LockCodesDrawer lock={codesOf} onClose={() => setCodesOf(null)} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirming ? `${confirming.operation === 'lock' ? 'Lock' : 'Unlock'} ${confirming.lock.name}?` : ''}>
        <Stack>
          <Text size="sm">
            {confirming?.operation === 'unlock'
              ? 'The door opens for anyone until it is locked again. This is recorded with your name.'
              : 'The door locks now. This is recorded with your name.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color={confirming?.operation === 'unlock' ? 'orange' : 'blue'} onClick={() => void runOperation()}>
              {confirming?.operation === 'lock' ? 'Lock' : 'Unlock'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
