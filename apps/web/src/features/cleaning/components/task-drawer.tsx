import type { Cleaner, CleaningTaskDetail } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Checkbox, Divider, Drawer, Group, Loader, Rating, Select, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconCamera } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { SubmitForm } from '../../../components/ui/submit-form';
import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAssignCleaningTask } from '../api/assign-cleaning-task';
import { useCancelCleaningTask } from '../api/cancel-cleaning-task';
import { useCleaningTask } from '../api/get-cleaning-task';
import { useRateCleaningTask } from '../api/rate-cleaning-task';
import { assignmentNote, formatDuration, formatWindow, TASK_KIND_LABELS } from '../domain/cleaning-view';
import { BeforeAfterPhotos, PhotoStrip, PhotoViewer, type ViewedPhoto } from './task-photos';
import { TaskStateBadge } from './task-row';

const ISSUE_LABELS = { damage: 'Damage', missing: 'Missing item', maintenance: 'Maintenance' } as const;
const HISTORY_WORDS: Record<string, string> = {
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  reassigned: 'Reassigned',
  notified: 'Told',
  acknowledged: 'Acknowledged',
  changed: 'Changed: must acknowledge again',
  escalated: 'Escalated to you: not acknowledged in time',
  cancelled: 'Cancelled',
  started: 'Started',
  completed: 'Completed',
};

function formatMoment(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

interface TaskDrawerProps {
  taskId: string | null;
  cleaners: Cleaner[];
  onClose(): void;
}

/** One cleaning in full: photos before and after side by side, the checklist as ticked, the report and issues, who was told what and when; assign, cancel, rate. */
export function TaskDrawer({ taskId, cleaners, onClose }: TaskDrawerProps) {
  const task = useCleaningTask(taskId);
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const title = task.data ? `${TASK_KIND_LABELS[task.data.kind]} at ${task.data.propertyName}` : 'Cleaning';
  return (
    <>
      {/* Escape closes the photo first, not the drawer under it too. */}
      <Drawer opened={taskId !== null} onClose={onClose} closeOnEscape={viewed === null} position="right" size="xl" title={title}>
        {task.isPending && taskId && <Loader aria-label="Loading the cleaning" />}
        {task.isError && <Alert color="red">{describeApiError(task.error, 'Failed to load this cleaning')}</Alert>}
        {task.data && <TaskDetail key={task.data.id} task={task.data} cleaners={cleaners} onCancelled={onClose} onView={setViewed} />}
      </Drawer>
      <PhotoViewer viewed={viewed} timeZone={task.data?.timezone ?? 'UTC'} onClose={() => setViewed(null)} />
    </>
  );
}

function TaskDetail({ task, cleaners, onCancelled, onView }: { task: CleaningTaskDetail; cleaners: Cleaner[]; onCancelled(): void; onView(viewed: ViewedPhoto): void }) {
  const note = assignmentNote(task);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <TaskStateBadge status={task.status} />
          {task.isSameDay && (
            <Badge color="yellow" variant="filled">
              Same-day turnover
            </Badge>
          )}
          {task.durationMinutes !== null && <Badge variant="default">{formatDuration(task.durationMinutes)}</Badge>}
        </Group>
        <Text size="sm">{formatWindow(task.startsAt, task.endsAt, task.timezone)}</Text>
        {task.kind === 'turnover' && (
          <Text size="xs" c="dimmed">
            {task.outgoingGuestName ? `${task.outgoingGuestName} leaves` : 'The guest leaves'}
            {task.nextGuestName ? ` · ${task.nextGuestName} arrives next` : ' · nobody booked next yet'}
          </Text>
        )}
        <Text size="sm" c={note.color} fw={note.needsHost ? 600 : undefined}>
          {note.label}
        </Text>
        {task.proposedCleaner && !task.cleaner && (
          <Anchor component={Link} to="/approvals" size="sm">
            Open Approvals
          </Anchor>
        )}
        {task.changeReason && (
          <Text size="xs" c="orange">
            What changed: {task.changeReason}
          </Text>
        )}
        {task.notes && (
          <Text size="xs" c="dimmed">
            Your notes for the cleaner: {task.notes}
          </Text>
        )}
      </Stack>

      {task.canAssign && <AssignForm task={task} cleaners={cleaners} />}

      <Section title="Photos">
        <BeforeAfterPhotos photos={task.photos} timeZone={task.timezone} onView={onView} />
      </Section>

      <Section title="Checklist">
        <Checklist task={task} />
      </Section>

      <Section title="Report">
        {task.report ? (
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {task.report.notes || 'No notes.'}
            </Text>
            <Text size="xs" c="dimmed">
              Submitted {formatMoment(task.report.submittedAt, task.timezone)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No report yet.
          </Text>
        )}
      </Section>

      <Section title={`Issues (${task.issues.length})`}>
        {task.issues.length === 0 ? (
          <Text size="sm" c="dimmed">
            No problems reported.
          </Text>
        ) : (
          <Stack gap="sm">
            {task.issues.map((issue) => (
              <Alert key={issue.id} color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={ISSUE_LABELS[issue.kind]}>
                <Stack gap={6}>
                  <Text size="sm">{issue.description}</Text>
                  <Text size="xs" c="dimmed">
                    Reported {formatMoment(issue.reportedAt, task.timezone)}
                  </Text>
                  {issue.photos.length > 0 && <PhotoStrip photos={issue.photos} label={ISSUE_LABELS[issue.kind]} timeZone={task.timezone} onView={onView} />}
                </Stack>
              </Alert>
            ))}
          </Stack>
        )}
      </Section>

      {(task.canRate || task.rating !== null) && (
        <Section title="Rating">
          <RateForm task={task} />
        </Section>
      )}

      <Section title="Acknowledgement and history">
        {task.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing yet: the cleaner is told 24 hours before.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} active={task.history.length - 1}>
            {task.history.map((entry, index) => (
              <Timeline.Item key={`${entry.at}-${index}`} title={<Text size="sm">{HISTORY_WORDS[entry.kind] ?? entry.kind}</Text>}>
                <Text size="xs" c="dimmed">
                  {formatMoment(entry.at, task.timezone)}
                  {entry.cleanerName ? ` · ${entry.cleanerName}` : ''}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>

      {task.canCancel && <CancelForm task={task} onCancelled={onCancelled} />}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Checklist({ task }: { task: CleaningTaskDetail }) {
  const items = task.checklist.flatMap((room) => room.items);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This cleaning has no checklist.
      </Text>
    );
  }
  const done = items.filter((item) => item.isDone).length;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {done} of {items.length} ticked
      </Text>
      {task.checklist.map((room) => (
        <Stack key={room.roomKey} gap={4}>
          <Text size="sm" fw={600}>
            {room.room}
          </Text>
          {room.items.map((item) => (
            <Group key={item.id} gap="xs" wrap="nowrap">
              <Checkbox checked={item.isDone} readOnly aria-label={`${item.label}: ${item.isDone ? 'done' : 'not done'}`} size="xs" />
              <Text size="sm" c={item.isDone ? undefined : 'dimmed'}>
                {item.label}
              </Text>
              {item.needsPhoto && (
                <Badge size="xs" variant="light" color="grape" leftSection={<IconCamera size={10} />}>
                  Photo
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function AssignForm({ task, cleaners }: { task: CleaningTaskDetail; cleaners: Cleaner[] }) {
  const assign = useAssignCleaningTask();
  const [cleanerId, setCleanerId] = useState<string | null>(task.cleaner?.id ?? null);
  const options = cleaners
    .map((cleaner) => ({
      value: cleaner.id,
      label: cleaner.propertyIds.length > 0 && !cleaner.propertyIds.includes(task.propertyId) ? `${cleaner.name} (does not work here)` : cleaner.name,
    }));
  const isReassign = task.cleaner !== null;

  async function submit() {
    if (!cleanerId) return;
    try {
      await assign.mutateAsync({ taskId: task.id, cleanerId });
      const name = cleaners.find((cleaner) => cleaner.id === cleanerId)?.name ?? 'The cleaner';
      toastSuccess(`${name} is assigned and will be asked to acknowledge.`);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to assign the cleaning'));
    }
  }

  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No cleaners on your team yet: invite one from the Cleaners screen, then assign them here.
      </Text>
    );
  }
  return (
    <SubmitForm onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <Select label={isReassign ? 'Cleaner' : 'Assign a cleaner'} data={options} value={cleanerId} onChange={setCleanerId} placeholder="Choose a cleaner" allowDeselect={false} style={{ flex: '1 1 200px' }} />
        <Button type="submit" loading={assign.isPending} disabled={!cleanerId || cleanerId === task.cleaner?.id}>
          {isReassign ? 'Reassign' : 'Assign'}
        </Button>
      </Group>
    </SubmitForm>
  );
}

function RateForm({ task }: { task: CleaningTaskDetail }) {
  const rate = useRateCleaningTask();
  const [stars, setStars] = useState(task.rating ?? 0);
  const [comment, setComment] = useState(task.ratingDetail?.comment ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (stars < 1) return setError('Choose from 1 to 5 stars.');
    setError(null);
    try {
      await rate.mutateAsync({ taskId: task.id, stars, comment: comment.trim() || null });
      toastSuccess('Rating saved.');
    } catch (failure) {
      setError(describeApiError(failure, 'Failed to save the rating'));
    }
  }

  if (!task.canRate) {
    return (
      <Group gap="xs">
        <Rating value={task.rating ?? 0} readOnly role="img" aria-label={`Rated ${task.rating} of 5`} />
        {task.ratingDetail?.comment && <Text size="sm">{task.ratingDetail.comment}</Text>}
      </Group>
    );
  }
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="xs">
        <Rating value={stars} onChange={setStars} getSymbolLabel={(value) => (value === 1 ? '1 star' : `${value} stars`)} size="lg" />
        <Textarea label="Comment (optional)" value={comment} onChange={(event) => setComment(event.currentTarget.value)} autosize minRows={2} maxLength={1000} />
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={rate.isPending}>
            {task.rating ? 'Update rating' : 'Rate cleaning'}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function CancelForm({ task, onCancelled }: { task: CleaningTaskDetail; onCancelled(): void }) {
  const cancel = useCancelCleaningTask();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');

  async function submit() {
    try {
      await cancel.mutateAsync({ taskId: task.id, reason: reason.trim() || null });
      toastSuccess(task.cleaner ? `Cleaning cancelled: ${task.cleaner.name} is told.` : 'Cleaning cancelled.');
      onCancelled();
    } catch (error) {
      toastError(describeApiError(error, 'Failed to cancel the cleaning'));
    }
  }

  return (
    <>
      <Divider />
      {confirming ? (
        <SubmitForm onSubmit={submit}>
          <Stack gap="xs">
            <Textarea label="Why? (optional, the cleaner sees it)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={2} maxLength={500} data-autofocus />
            <Group gap="xs">
              <Button type="submit" color="red" loading={cancel.isPending}>
                Cancel this cleaning
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Group>
          </Stack>
        </SubmitForm>
      ) : (
        <Group>
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Cancel cleaning
          </Button>
        </Group>
      )}
    </>
  );
}
