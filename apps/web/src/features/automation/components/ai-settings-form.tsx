import { applyAutonomyMode, AutonomySettingsSchema, DEFAULT_AUTONOMY_SETTINGS, type AutonomyMode, type AutonomySettings, type AutonomySettingsView } from '@cohost/shared';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSaveAutonomySettings } from '../api/save-autonomy-settings';
import { AutonomySlider } from './autonomy-slider';
import { ModeChooser } from './mode-chooser';
import { SettingsGroups, type SettingsArea } from './settings-groups';

interface AiSettingsFormProps {
  view: AutonomySettingsView;
  /** Null: the workspace's settings ('All properties'). */
  property: { id: string; name: string } | null;
  /** Another change to these settings is under way (a property going back to the workspace's). */
  isBusy: boolean;
}

/** The server answers about the body it got (`settings.locks.codeLength`); the form keys fields by settings path. */
function settingsFieldErrors(error: unknown): FieldErrors {
  return Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([path, message]) => [path.replace(/^settings\./, ''), message]));
}

const savedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Mode, master slider and every toggle of one scope, edited as a draft and saved together.
 * Choosing a mode sets the controls; touching a control afterwards makes the mode Custom.
 */
export function AiSettingsForm({ view, property, isBusy }: AiSettingsFormProps) {
  const [draft, setDraft] = useState<AutonomySettings>(view.settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAutonomySettings();
  const disabled = isBusy || save.isPending;
  const isDirty = JSON.stringify(draft) !== JSON.stringify(view.settings);

  function chooseMode(mode: AutonomyMode) {
    setDraft((current) => applyAutonomyMode(current, mode));
  }

  function changeArea<A extends SettingsArea>(area: A, change: Partial<AutonomySettings[A]>) {
    setDraft((current) => ({ ...current, mode: 'custom', [area]: { ...current[area], ...change } }));
  }

  function resetToDefaults() {
    setDraft(DEFAULT_AUTONOMY_SETTINGS);
    setErrors({});
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = AutonomySettingsSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      toastError('Some settings need your attention.');
      return;
    }
    try {
      await save.mutateAsync({ propertyId: property?.id ?? null, settings: checked.data });
      setErrors({});
      toastSuccess(property ? `Settings saved for ${property.name}` : 'Settings saved');
    } catch (failure) {
      setErrors(settingsFieldErrors(failure));
      toastError(describeApiError(failure, 'Failed to save the settings'));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="AI autonomy settings">
      <Stack gap="lg">
        <Card component="section" withBorder radius="md" padding="lg" aria-label="Autonomy">
          <Stack gap="xl">
            <ModeChooser mode={draft.mode} disabled={disabled} error={errors.mode} onChoose={chooseMode} />
            <AutonomySlider level={draft.autonomyLevel} disabled={disabled} error={errors.autonomyLevel} onChange={(autonomyLevel) => setDraft((current) => ({ ...current, mode: 'custom', autonomyLevel }))} />
          </Stack>
        </Card>
        <SettingsGroups settings={draft} errors={errors} disabled={disabled} onChange={changeArea} />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {isDirty ? 'You have unsaved changes.' : view.updatedAt && !view.inherited ? `Last saved ${savedAt.format(new Date(view.updatedAt))}${view.updatedBy ? ` by ${view.updatedBy}` : ''}.` : null}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={resetToDefaults} disabled={disabled}>
              Reset to Defaults
            </Button>
            <Button type="submit" loading={save.isPending} disabled={isBusy}>
              Save Settings
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
