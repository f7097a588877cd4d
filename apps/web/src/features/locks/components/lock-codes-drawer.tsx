import { AddMaintenanceCodeInputSchema, ReplaceDoorCodeInputSchema, type DoorCodeView, type LockCard } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Divider, Drawer, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconRefresh, IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAddMaintenanceCode } from '../api/add-maintenance-code';
import { useLockCodes } from '../api/list-lock-codes';
import { useRemoveDoorCode } from '../api/remove-door-code';
import { useReplaceDoorCode } from '../api/replace-door-code';
import { useRetryDoorCode } from '../api/retry-door-code';
import { describeCodeState, formatMoment } from './lock-format';

const PURPOSE_WORDS: Record<DoorCodeView['purpose'], string> = { stay: 'Guest', cleaning: 'Cleaning', maintenance: 'Maintenance' };
const STATE_COLOURS: Partial<Record<DoorCodeView['status'], string>> = { set: 'green', backup: 'yellow', failed: 'red', stranded: 'red', retrying: 'orange', programming: 'blue', planned: 'gray' };

/** A lock's codes: whose, when they work, where they stand; force a new one, try again, take one off, add one for a visitor. */
export function LockCodesDrawer({ lock, onClose }: { lock: LockCard | null; onClose(): void }) {
  return (
    <Drawer opened={lock !== null} onClose={onClose} position="right" size="lg" title={lock ? `${lock.name}: codes` : 'Codes'}>
      {lock && <LockCodes lock={lock} />}
    </Drawer>
  );
}

function LockCodes({ lock }: { lock: LockCard }) {
  const codes = useLockCodes(lock.id);
  const [adding, setAdding] = useState(false);
  const list = codes.data?.codes ?? [];
  const live = list.filter((code) => code.status !== 'removed' && code.status !== 'cancelled');
  const finished = list.filter((code) => code.status === 'removed' || code.status === 'cancelled');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every code Cohost manages on this lock. Digits show once the lock has confirmed them.
      </Text>
      {adding ? (
        <AddMaintenanceCodeForm lockId={lock.id} onDone={() => setAdding(false)} />
      ) : (
        <Group>
          <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add a code for a visitor
          </Button>
        </Group>
      )}
      {codes.isPending && <Loader aria-label="Loading the codes" />}
      {codes.isError && <Alert color="red">{describeApiError(codes.error, 'Failed to load the codes')}</Alert>}
      {codes.isSuccess && live.length === 0 && (
        <Text size="sm" c="dimmed">
          No codes on this lock now. Each stay at {lock.property?.name ?? 'its property'} gets one when it is booked.
        </Text>
      )}
      {live.map((code) => (
        <CodeRow key={code.id} code={code} />
      ))}
      {finished.length > 0 && (
        <>
          <Divider label="Finished" labelPosition="left" />
          {finished.map((code) => (
            <Text key={code.id} size="sm" c="dimmed">
              {code.holderName} · {PURPOSE_WORDS[code.purpose]} · {describeCodeState(code.status)}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}

function CodeRow({ code }: { code: DoorCodeView }) {
  const replace = useReplaceDoorCode();
  const retry = useRetryDoorCode();
  const remove = useRemoveDoorCode();
  const [replacing, setReplacing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const busy = replace.isPending || retry.isPending || remove.isPending;
  const titleId = `code-${code.id}`;

  async function submitReplace() {
    const checked = ReplaceDoorCodeInputSchema.safeParse({ reason });
    if (!checked.success) return setReasonError(zodFieldErrors(checked.error).reason ?? 'Say why the code must change.');
    setReasonError(null);
    try {
      await replace.mutateAsync({ doorCodeId: code.id, reason: checked.data.reason });
      toastSuccess(`A new code for ${code.holderName} is on its way to the lock.`);
      setReplacing(false);
      setReason('');
    } catch (error) {
      setReasonError(apiFieldErrors(error).reason ?? null);
      if (!apiFieldErrors(error).reason) toastError(describeApiError(error, 'Failed to force a new code'));
    }
  }

  async function run(action: 'retry' | 'remove') {
    try {
      if (action === 'retry') await retry.mutateAsync(code.id);
      else await remove.mutateAsync(code.id);
      toastSuccess(action === 'retry' ? `The code for ${code.holderName} is going to the lock again.` : `The code for ${code.holderName} is being taken off the lock.`);
    } catch (error) {
      toastError(describeApiError(error, action === 'retry' ? 'Failed to send the code again' : 'Failed to remove the code'));
    }
  }

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {code.holderName}
            </Title>
            <Text size="xs" c="dimmed">
              {PURPOSE_WORDS[code.purpose]} · {formatMoment(code.startsAt)} → {formatMoment(code.endsAt)}
            </Text>
          </div>
          <Badge variant="light" color={STATE_COLOURS[code.status] ?? 'gray'} style={{ flexShrink: 0 }}>
            {code.isBackup ? 'Backup code' : code.status}
          </Badge>
        </Group>
        <Text size="sm">{describeCodeState(code.status)}</Text>
        {code.code && (
          <Group gap="xs">
            <Text size="sm" ff="monospace" aria-label={shown ? `Code ${code.code.split('').join(' ')}` : 'Code hidden'}>
              {shown ? code.code : '•'.repeat(code.code.length)}
            </Text>
            <Anchor component="button" type="button" size="xs" onClick={() => setShown((value) => !value)}>
              {shown ? 'Hide' : 'Show'}
            </Anchor>
          </Group>
        )}
        {code.problem && (
          <Text size="xs" c="red">
            The lock said: {code.problem}
          </Text>
        )}
        {code.replaceReason && (
          <Text size="xs" c="dimmed">
            Replaced an earlier code: {code.replaceReason}
          </Text>
        )}
        {code.status === 'failed' && (
          <Text size="xs">
            <Anchor component={Link} to="/approvals">
              Answer in Approvals
            </Anchor>
            : send a backup code, or handle it yourself.
          </Text>
        )}
        {replacing ? (
          <SubmitForm onSubmit={submitReplace}>
            <Stack gap="xs">
              <Textarea
                label="Why must the code change?"
                description={code.purpose === 'stay' ? 'Kept on the log. The guest is told their code changed, not why.' : 'Kept on the log.'}
                value={reason}
                error={reasonError}
                onChange={(event) => setReason(event.currentTarget.value)}
                autosize
                minRows={2}
                data-autofocus
              />
              <Group gap="xs">
                <Button size="xs" type="submit" color="orange" loading={replace.isPending}>
                  Force a new code
                </Button>
                <Button size="xs" variant="default" disabled={busy} onClick={() => setReplacing(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </SubmitForm>
        ) : (
          <Group gap="xs">
            {code.canRetry && (
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} loading={retry.isPending} disabled={busy} onClick={() => void run('retry')}>
                Try again
              </Button>
            )}
            {code.canReplace && (
              <Button size="xs" variant="default" leftSection={<IconReplace size={14} />} disabled={busy} onClick={() => setReplacing(true)}>
                Force a new code
              </Button>
            )}
            {code.canRemove && (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} loading={remove.isPending} disabled={busy} onClick={() => void run('remove')}>
                Remove
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** `datetime-local` value for an instant, in the viewer's own time. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The form's first window: from the next full hour, four hours long. */
function firstWindow(): { startsAt: string; endsAt: string } {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  return { startsAt: localInput(start), endsAt: localInput(new Date(start.getTime() + 4 * 3_600_000)) };
}

function AddMaintenanceCodeForm({ lockId, onDone }: { lockId: string; onDone(): void }) {
  const [draft, setDraft] = useState(() => ({ holderName: '', ...firstWindow() }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const add = useAddMaintenanceCode();

  async function submit() {
    setProblem(null);
    const toIso = (value: string) => (value && !Number.isNaN(new Date(value).getTime()) ? new Date(value).toISOString() : value);
    const checked = AddMaintenanceCodeInputSchema.safeParse({ holderName: draft.holderName, startsAt: toIso(draft.startsAt), endsAt: toIso(draft.endsAt) });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      await add.mutateAsync({ lockId, input: checked.data });
      toastSuccess(`A code for ${checked.data.holderName} is on its way to the lock.`);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  return (
    <Card withBorder radius="md" padding="sm">
      <SubmitForm onSubmit={submit}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            A code for a visitor
          </Title>
          <Text size="xs" c="dimmed">
            A plumber, an inspector, a delivery: their own code, working only between these times. It goes to the lock now.
          </Text>
          <TextInput label="Who is it for?" value={draft.holderName} error={errors.holderName} onChange={(event) => setDraft({ ...draft, holderName: event.currentTarget.value })} data-autofocus />
          <Group grow>
            <TextInput type="datetime-local" label="Works from" value={draft.startsAt} error={errors.startsAt} onChange={(event) => setDraft({ ...draft, startsAt: event.currentTarget.value })} />
            <TextInput type="datetime-local" label="Until" value={draft.endsAt} error={errors.endsAt} onChange={(event) => setDraft({ ...draft, endsAt: event.currentTarget.value })} />
          </Group>
          {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to add the code')}</Alert>}
          <Group gap="xs">
            <Button size="xs" type="submit" loading={add.isPending}>
              Add code
            </Button>
            <Button size="xs" variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
