import { BATTERY_LOW_ABOVE, type LockCard } from '@cohost/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

import { formatMoment } from './lock-format';

/** What needs the host at a lock before its next arrival: offline, a low battery, a guest without a working code. */
export function lockProblems(lock: LockCard): string[] {
  const problems: string[] = [];
  if (!lock.online) problems.push(lock.offlineSince ? `offline since ${formatMoment(lock.offlineSince)}` : 'offline');
  if (lock.batteryPercent !== null && lock.batteryPercent <= BATTERY_LOW_ABOVE) problems.push(`battery at ${lock.batteryPercent}%`);
  if (lock.codesNeedingYou > 0) problems.push(lock.codesNeedingYou === 1 ? 'a guest has no working code' : `${lock.codesNeedingYou} guests have no working code`);
  return problems;
}

/**
 * The dashboard's lock alerts: each lock with a problem, and who arrives next there. Nothing is
 * drawn when every lock is fine.
 */
export function LockAlertsCard({ locks }: { locks: LockCard[] }) {
  const troubled = locks.map((lock) => ({ lock, problems: lockProblems(lock) })).filter(({ problems }) => problems.length > 0);
  if (troubled.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={troubled.length === 1 ? 'A lock needs you' : `${troubled.length} locks need you`}>
      <Stack gap={4}>
        {troubled.map(({ lock, problems }) => (
          <Text key={lock.id} size="sm">
            <Text span fw={600}>
              {lock.name}
            </Text>
            {lock.property ? ` (${lock.property.name})` : ''}: {problems.join(', ')}
            {lock.nextArrival ? `. Next arrival: ${lock.nextArrival.name}, ${formatMoment(lock.nextArrival.startsAt)}.` : '.'}
          </Text>
        ))}
        <Anchor component={Link} to="/smart-locks" size="sm">
          Open Smart Locks
        </Anchor>
      </Stack>
    </Alert>
  );
}
