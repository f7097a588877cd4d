import { CleaningWorkspaceSettingsSchema } from '@cohost/shared';
import { Alert, Button, Card, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCleaningSettings } from '../api/get-cleaning-settings';
import { useSaveCleaningSettings } from '../api/save-cleaning-settings';

/** How long a cleaner has to acknowledge once told before the host hears of it, and whether the next cleaner is offered it too. */
export function AcknowledgementCard() {
  const settings = useCleaningSettings();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="acknowledgement-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="acknowledgement-title">
            Acknowledgement
          </Title>
          <Text size="sm" c="dimmed">
            Cleaners are told 24 hours before a cleaning (or at once when it is sooner) and when it moves. One who does not acknowledge in time is escalated to you.
          </Text>
        </div>
        {settings.isPending && <Loader size="sm" aria-label="Loading the acknowledgement rules" />}
        {settings.isError && <Alert color="red">{describeApiError(settings.error, 'Failed to load the acknowledgement rules')}</Alert>}
        {settings.data && <AcknowledgementForm initial={settings.data} />}
      </Stack>
    </Card>
  );
}

function AcknowledgementForm({ initial }: { initial: { ackHours: number; escalateToNextCleaner: boolean } }) {
  const [hours, setHours] = useState<number | string>(initial.ackHours);
  const [toNext, setToNext] = useState(initial.escalateToNextCleaner);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCleaningSettings();

  async function submit() {
    const checked = CleaningWorkspaceSettingsSchema.safeParse({ ackHours: typeof hours === 'number' ? hours : Number.NaN, escalateToNextCleaner: toNext });
    if (!checked.success) return setError(zodFieldErrors(checked.error).ackHours ?? 'Between 1 and 48 hours.');
    setError(null);
    try {
      await save.mutateAsync(checked.data);
      toastSuccess('Acknowledgement rules saved.');
    } catch (failure) {
      setError(apiFieldErrors(failure).ackHours ?? describeApiError(failure, 'Failed to save the acknowledgement rules'));
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <NumberInput label="Hours to acknowledge" description="From when they are told, 1 to 48." value={hours} onChange={setHours} min={1} max={48} allowDecimal={false} error={error} w={220} />
        </Group>
        <Switch label="Also offer it to the next available cleaner" checked={toNext} onChange={(event) => setToNext(event.currentTarget.checked)} />
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Save rules
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
