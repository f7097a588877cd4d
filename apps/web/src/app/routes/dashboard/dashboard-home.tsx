import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { getClaimAlertsQueryOptions } from '../../../features/claims/api/get-claim-alerts';
import { ClaimDeadlinesCard } from '../../../features/claims/components/claim-deadlines-card';
import { listApprovalsQueryOptions } from '../../../features/automation/api/list-approvals';
import { useCleaningTasks } from '../../../features/cleaning/api/list-cleaning-tasks';
import { taskMark, turnoverNote } from '../../../features/cleaning/domain/cleaning-view';
import { listLocksQueryOptions } from '../../../features/locks/api/list-locks';
import { LockAlertsCard } from '../../../features/locks/components/lock-alerts-card';
import { APPROVALS_SUMMARY_QUERY, ApprovalsSummaryCard } from '../../../features/automation/components/approvals-summary-card';
import { usePortfolioDashboard } from '../../../features/portfolio/api/get-portfolio-dashboard';
import { PortfolioDashboardView, turnoverKey, type ArrivalNotes, type TurnoverNotes } from '../../../features/portfolio/components/portfolio-dashboard';
import { addDays, localToday } from '../../../features/portfolio/components/portfolio-format';
import type { TimelineWindow } from '../../../features/portfolio/components/portfolio-timeline';
import type { LocksOverview } from '@cohost/shared';
import { useMyWorkspace } from '../../../features/session/api/get-my-workspace';
import { useSession } from '../../../features/session/session-context';
import { useSetup } from '../../../features/setup/api/get-setup';
import { SetupChecklist } from '../../../features/setup/components/setup-checklist';
import { SystemStatusCard } from '../../../features/system/components/system-status-card';
import { TeamCard } from '../../../features/team/components/team-card';

/** Each arriving or staying guest's door code, in a word (every lock of their property counted). */
function doorCodeNotes(stayCodes: LocksOverview['stayCodes']): ArrivalNotes {
  const byStay = new Map<string, LocksOverview['stayCodes']>();
  for (const code of stayCodes) byStay.set(code.reservationId, [...(byStay.get(code.reservationId) ?? []), code]);
  const notes: ArrivalNotes = {};
  for (const [reservationId, codes] of byStay) {
    const states = codes.map((code) => code.status);
    if (states.some((state) => state === 'failed' || state === 'stranded')) notes[reservationId] = { label: 'Door code: no working code, needs you', color: 'red' };
    else if (states.every((state) => state === 'set' || state === 'backup')) notes[reservationId] = { label: states.includes('backup') ? 'Door code: backup code set' : 'Door code: set and confirmed', color: 'green' };
    else if (states.every((state) => state === 'planned')) notes[reservationId] = { label: 'Door code: goes to the lock 24 hours before', color: 'dimmed' };
    else notes[reservationId] = { label: 'Door code: being set on the lock', color: 'blue' };
  }
  return notes;
}

/** The Turnovers card's days (today and the next 7), and the cleanings' lines for them. */
function useTurnoverNotes(enabled: boolean): TurnoverNotes {
  const today = localToday();
  const tasks = useCleaningTasks(enabled ? { from: addDays(today, -1), to: addDays(today, 8) } : null);
  const notes: TurnoverNotes = {};
  for (const task of tasks.data?.tasks ?? []) {
    const note = turnoverNote(task);
    if (note) notes[turnoverKey(note.propertyId, note.date)] = note;
  }
  return notes;
}

/** The cleanings of the days the timeline shows, as marks under the stays. */
function useTimelineCleanings(enabled: boolean) {
  const [shown, setShown] = useState<TimelineWindow | null>(null);
  const tasks = useCleaningTasks(enabled && shown ? { from: shown.from, to: addDays(shown.from, shown.days - 1) } : null);
  const marks = (tasks.data?.tasks ?? []).filter((task) => task.status !== 'cancelled').map(taskMark);
  return { marks, onWindowChange: setShown };
}

export function DashboardHomeRoute() {
  const { user } = useSession();
  const workspaceQuery = useMyWorkspace(user);
  const workspace = workspaceQuery.data;
  const hostRole = workspace?.role === 'owner' || workspace?.role === 'manager' ? workspace.role : null;
  // The cards are laid out once the reads that size them have answered, all at once: a card
  // growing after the ones below it were drawn pushes them down (a layout shift).
  const dashboard = usePortfolioDashboard();
  const approvals = useQuery({ ...listApprovalsQueryOptions(APPROVALS_SUMMARY_QUERY), enabled: hostRole !== null });
  const locks = useQuery({ ...listLocksQueryOptions(), enabled: hostRole !== null });
  const claimAlerts = useQuery({ ...getClaimAlertsQueryOptions(), enabled: hostRole !== null });
  const turnoverNotes = useTurnoverNotes(hostRole !== null);
  const timelineMarks = useTimelineCleanings(hostRole !== null);
  const setup = useSetup(hostRole !== null);
  const ready = !workspaceQuery.isPending && !dashboard.isPending && (hostRole === null || (!approvals.isPending && !locks.isPending && !claimAlerts.isPending && !setup.isPending));
  const hasProperty = setup.data?.steps.find((step) => step.id === 'property')?.done ?? true;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Welcome to Cohost</Title>
        <Text c="dimmed" mt={4}>
          Your co-host for every property, in one place.
        </Text>
      </div>
      {!ready && <Loader aria-label="Loading the dashboard" />}
      {ready && (
        <>
          {hostRole && setup.data && !setup.data.dismissed && <SetupChecklist setup={setup.data} />}
          {hostRole && locks.data && <LockAlertsCard locks={locks.data.locks} />}
          {hostRole && <ApprovalsSummaryCard emptyText={hasProperty ? undefined : 'Nothing waits for your approval: Cohost has no property to look after yet. Add one to start.'} />}
          {hostRole && claimAlerts.data && <ClaimDeadlinesCard alerts={claimAlerts.data} />}
          <PortfolioDashboardView arrivalNotes={locks.data ? doorCodeNotes(locks.data.stayCodes) : {}} turnoverNotes={turnoverNotes} timelineMarks={timelineMarks} />
          <SystemStatusCard />
          {hostRole && <TeamCard role={hostRole} cleanerCode={workspace?.cleanerCode ?? null} />}
        </>
      )}
    </Stack>
  );
}
