import { CLEANING_ISSUE_KIND_LABELS, REPORT_NOTES_MAX, type PortalPhoto, type PortalTask } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Collapse, Divider, Group, Image, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconChecklist,
  IconCircleCheck,
  IconClock,
  IconKey,
  IconMapPin,
  IconPlayerPlay,
  IconProgress,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { usePortalTaskAction, useSubmitPortalReport, useTickPortalChecklistItem } from '../api/portal-task-actions';
import { PORTAL_QUERY_KEY } from '../api/list-portal-tasks';
import { attachPortalPhoto } from '../api/upload-portal-photo';
import { PhotoPicker } from './photo-picker';
import { formatDay, formatMinutes, formatTime, formatWindow, KIND_LABELS, STATUS_BADGES } from './portal-format';
import { ReportIssueModal } from './report-issue-modal';
import { SuppliesCount } from './supplies-count';

const STATUS_ICONS: Record<PortalTask['status'], Icon> = {
  pending: IconClock,
  'in-progress': IconProgress,
  completed: IconCircleCheck,
  cancelled: IconX,
};

interface PortalTaskCardProps {
  task: PortalTask;
  /** Opened by a link (`?task=`): the checklist shows at once. */
  isFocused?: boolean;
}

/** One assignment: where and when, its state, and everything the cleaner does in it, in order. */
export function PortalTaskCard({ task, isFocused = false }: PortalTaskCardProps) {
  const [checklistOpen, setChecklistOpen] = useState(isFocused || task.status === 'in-progress');
  const [reporting, setReporting] = useState(false);
  // A completed cleaning folds its photos, problems, count and report away (a link to it opens them).
  const isFolded = task.status === 'completed' && !isFocused;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [notes, setNotes] = useState(task.report?.notes ?? '');
  const lowSupplies = task.supplyItems.filter((item) => item.runningLow).map((item) => item.name);
  const action = usePortalTaskAction();
  const tick = useTickPortalChecklistItem();
  const submitReport = useSubmitPortalReport();
  const queryClient = useQueryClient();
  const [ticking, setTicking] = useState<Record<string, boolean>>({});

  const badge = STATUS_BADGES[task.status];
  const StatusIcon = STATUS_ICONS[task.status];
  const titleId = `task-${task.id}-title`;
  const items = task.checklist.flatMap((room) => room.items);
  const doneCount = items.filter((item) => ticking[item.key] ?? item.isDone).length;
  const isOpen = task.status === 'pending' || task.status === 'in-progress';
  // Photos and problems belong to a clean under way or done: a card waiting its turn stays short.
  const canSendPhotos = task.status === 'in-progress' || task.status === 'completed';
  const photos = (phase: PortalPhoto['phase']) => task.photos.filter((photo) => photo.phase === phase);

  async function run(kind: 'acknowledge' | 'start' | 'complete', done: string) {
    try {
      await action.mutateAsync({ taskId: task.id, action: kind });
      toastSuccess(done);
      if (kind === 'start') setChecklistOpen(true);
    } catch (error) {
      toastError(describeApiError(error, 'That did not work'));
    }
  }

  async function setDone(itemKey: string, done: boolean) {
    setTicking((state) => ({ ...state, [itemKey]: done }));
    try {
      await tick.mutateAsync({ taskId: task.id, itemKey, done });
    } catch (error) {
      toastError(describeApiError(error, 'The tick was not saved'));
    } finally {
      setTicking(({ [itemKey]: _, ...rest }) => rest);
    }
  }

  async function keep(uploadId: string, phase: 'before' | 'after', itemKey?: string) {
    await attachPortalPhoto({ taskId: task.id, uploadId, phase, ...(itemKey ? { itemKey } : {}) });
    await queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY });
  }

  async function sendReport() {
    try {
      await submitReport.mutateAsync({ taskId: task.id, notes });
      toastSuccess('Report sent to your host.');
    } catch (error) {
      toastError(describeApiError(error, 'The report was not sent'));
    }
  }

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md" id={`task-${task.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {task.property.name}
            </Title>
            <Text size="sm" c="dimmed">
              {KIND_LABELS[task.kind]}
            </Text>
          </div>
          <Badge color={badge.color} variant="light" leftSection={<StatusIcon size={12} aria-hidden />} style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>

        <Stack gap={4}>
          {task.property.address && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Anchor size="sm" href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(task.property.address)}`} target="_blank" rel="noreferrer">
                {task.property.address}
              </Anchor>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{formatDay(task.startsAt, task.timezone)}</Text>
            {task.isSameDay && (
              <Badge size="sm" color="orange" variant="light">
                Same-day turnover
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{formatWindow(task)}</Text>
          </Group>
          {task.doorCode && (
            <Group gap={6} wrap="nowrap">
              <IconKey size={16} aria-hidden />
              <Text size="sm">
                {task.doorCode.isConfirmed ? (
                  <>
                    Door code{' '}
                    <Text span fw={700} ff="monospace">
                      {task.doorCode.code}
                    </Text>{' '}
                    ({formatTime(task.doorCode.startsAt, task.timezone)} – {formatTime(task.doorCode.endsAt, task.timezone)})
                  </>
                ) : (
                  'Door code on its way: it shows here once the lock has it.'
                )}
              </Text>
            </Group>
          )}
          {task.hostNotes && (
            <Text size="sm" c="dimmed">
              From your host: {task.hostNotes}
            </Text>
          )}
          {lowSupplies.length > 0 && (
            <Text size="sm" c="orange.8">
              Running low — bring or check: {lowSupplies.join(', ')}
            </Text>
          )}
        </Stack>

        {task.acknowledgement && (
          <Alert color={task.acknowledgement.reason === 'changed' ? 'orange' : 'blue'} icon={<IconAlertTriangle size={18} />} p="sm">
            <Stack gap="xs">
              <Text size="sm">
                {task.acknowledgement.reason === 'changed'
                  ? `This cleaning changed: ${task.acknowledgement.change ?? 'see the new time above'}. Please confirm you saw it.`
                  : 'New assignment: please confirm you will do it.'}
              </Text>
              <Button size="xs" onClick={() => void run('acknowledge', 'Acknowledged: your host knows.')} loading={action.isPending && action.variables?.action === 'acknowledge'} style={{ alignSelf: 'flex-start' }}>
                {task.acknowledgement.reason === 'changed' ? 'Acknowledge change' : 'Acknowledge'}
              </Button>
            </Stack>
          </Alert>
        )}

        {task.status === 'completed' && (
          <Text size="sm" c="green.8">
            Completed {task.completedAt ? `at ${formatTime(task.completedAt, task.timezone)}` : ''}
            {task.durationMinutes !== null ? ` in ${formatMinutes(task.durationMinutes)}` : ''}
            {task.rating !== null ? ` · rated ${task.rating}/5` : ''}
          </Text>
        )}

        {isOpen && (
          <Group gap="xs">
            {task.status === 'pending' && (
              <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => void run('start', 'Started: the checklist is below.')} loading={action.isPending && action.variables?.action === 'start'}>
                Start
              </Button>
            )}
            {task.status === 'in-progress' && (
              <Button color="green" leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => void run('complete', 'Completed: thank you!')} loading={action.isPending && action.variables?.action === 'complete'}>
                Complete
              </Button>
            )}
          </Group>
        )}

        {task.checklist.length > 0 && (
          <>
            <Button
              variant="default"
              leftSection={<IconChecklist size={16} aria-hidden />}
              onClick={() => setChecklistOpen((open) => !open)}
              aria-expanded={checklistOpen}
              aria-controls={`task-${task.id}-checklist`}
              style={{ alignSelf: 'flex-start' }}
            >
              {checklistOpen ? 'Hide Checklist' : 'View Checklist'} ({doneCount}/{items.length})
            </Button>
            <Collapse expanded={checklistOpen} id={`task-${task.id}-checklist`}>
              <Stack gap="sm">
                {task.checklist.map((room) => (
                  <Stack key={room.key} gap={6}>
                    <Text fw={600} size="sm">
                      {room.name}
                    </Text>
                    {room.items.map((item) => {
                      const itemPhotos = task.photos.filter((photo) => photo.itemKey === item.key);
                      return (
                        <Stack key={item.key} gap={4}>
                          <Checkbox
                            label={item.needsPhoto ? `${item.label} (photo)` : item.label}
                            checked={ticking[item.key] ?? item.isDone}
                            disabled={!isOpen}
                            onChange={(event) => void setDone(item.key, event.currentTarget.checked)}
                          />
                          {item.needsPhoto && task.status === 'in-progress' && (
                            <Group gap="xs" pl={32} wrap="nowrap" align="center">
                              {itemPhotos.length > 0 && (
                                <Text size="xs" c="green.8">
                                  {itemPhotos.length} {itemPhotos.length === 1 ? 'photo' : 'photos'}
                                </Text>
                              )}
                              <PhotoPicker taskId={task.id} size="compact-xs" label={`Photo of ${item.label}`} onSent={(uploadId) => keep(uploadId, 'after', item.key)} />
                            </Group>
                          )}
                        </Stack>
                      );
                    })}
                  </Stack>
                ))}
              </Stack>
            </Collapse>
          </>
        )}

        {isFolded && (
          <Button variant="subtle" size="xs" onClick={() => setDetailsOpen((open) => !open)} aria-expanded={detailsOpen} style={{ alignSelf: 'flex-start' }}>
            {detailsOpen ? 'Hide details' : 'Show details'}
          </Button>
        )}
        <Collapse expanded={!isFolded || detailsOpen}>
          <Stack gap="sm">
            {canSendPhotos && (
              <>
                <Divider />
                <PhotoSection
                  title="Before photos"
                  photos={photos('before')}
                  picker={<PhotoPicker taskId={task.id} label="Add before photos" onSent={(uploadId) => keep(uploadId, 'before')} />}
                />
                <PhotoSection
                  title="After photos"
                  photos={photos('after')}
                  picker={<PhotoPicker taskId={task.id} label="Add after photos" onSent={(uploadId) => keep(uploadId, 'after')} />}
                />
              </>
            )}

            {task.issues.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  Problems reported
                </Text>
                {task.issues.map((issue) => (
                  <Group key={issue.id} gap="xs" wrap="nowrap" align="flex-start">
                    <Badge size="sm" color="red" variant="light" style={{ flexShrink: 0 }}>
                      {CLEANING_ISSUE_KIND_LABELS[issue.kind]}
                    </Badge>
                    <Text size="sm">
                      {issue.description}
                      {issue.photos.length > 0 ? ` (${issue.photos.length} ${issue.photos.length === 1 ? 'photo' : 'photos'})` : ''}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {canSendPhotos && (
              <Button variant="light" color="red" leftSection={<IconAlertTriangle size={16} aria-hidden />} onClick={() => setReporting(true)} style={{ alignSelf: 'flex-start' }}>
                Report a problem
              </Button>
            )}

            {(task.status === 'in-progress' || task.status === 'completed') && (
              <>
                <Divider />
                <SuppliesCount task={task} />
              </>
            )}

            {task.status !== 'cancelled' && task.status !== 'pending' && (
              <>
                <Divider />
                <Textarea
                  label="Notes for your host"
                  placeholder="Anything your host should know"
                  autosize
                  minRows={3}
                  maxLength={REPORT_NOTES_MAX}
                  value={notes}
                  onChange={(event) => setNotes(event.currentTarget.value)}
                />
                <Group gap="xs" justify="space-between">
                  <Text size="xs" c="dimmed">
                    {task.report ? `Report sent ${formatDay(task.report.submittedAt, task.timezone)} ${formatTime(task.report.submittedAt, task.timezone)}` : ''}
                  </Text>
                  <Button onClick={() => void sendReport()} loading={submitReport.isPending}>
                    Submit Report
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Collapse>
      </Stack>
      <ReportIssueModal taskId={task.id} propertyName={task.property.name} opened={reporting} onClose={() => setReporting(false)} />
    </Card>
  );
}

function PhotoSection({ title, photos, picker }: { title: string; photos: PortalPhoto[]; picker: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title} {photos.length > 0 ? `(${photos.length})` : ''}
      </Text>
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
          {photos.map((photo) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <Image src={photo.thumbnailUrl} alt={`${title.replace(' photos', '')} photo${photo.takenAt ? `, taken ${new Date(photo.takenAt).toLocaleString()}` : ''}`} h={80} fit="cover" radius="xs" />
            </a>
          ))}
        </SimpleGrid>
      )}
      {picker}
    </Stack>
  );
}
