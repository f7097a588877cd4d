import type { AutonomySettingsView } from '@cohost/shared';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

import { PageLoader } from '../../../components/ui/page-loader';
import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAutonomySettings } from '../api/get-autonomy-settings';
import { useRemovePropertySettings } from '../api/remove-property-settings';
import { AiSettingsForm } from './ai-settings-form';
import { PropertyScopeNotice, ScopePicker, type PropertyChoice } from './scope-picker';
import { ShadowStatsCard } from './shadow-stats-card';

/** The chosen property travels in the address (`?property=<id>`), so a reload or a link keeps it. */
const PROPERTY_PARAM = 'property';

/** A new form per scope and per saved version: the draft starts from what the server holds. */
function formKey(view: AutonomySettingsView): string {
  return [view.scope, view.propertyId ?? '', view.inherited, view.updatedAt ?? ''].join(':');
}

/** /ai-settings: how much Cohost does on its own, for all properties or one of them. */
export function AiSettingsPage({ properties }: { properties: PropertyChoice[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const propertyId = searchParams.get(PROPERTY_PARAM);
  const settings = useAutonomySettings(propertyId);
  // The workspace's view lists which properties have their own settings, whatever the scope.
  const workspace = useAutonomySettings(null);
  const remove = useRemovePropertySettings();
  const property = propertyId ? { id: propertyId, name: properties.find((choice) => choice.id === propertyId)?.name ?? 'This property' } : null;

  function chooseScope(next: string | null) {
    setSearchParams((params) => {
      if (next) params.set(PROPERTY_PARAM, next);
      else params.delete(PROPERTY_PARAM);
      return params;
    });
  }

  async function followWorkspaceSettings(choice: PropertyChoice) {
    try {
      await remove.mutateAsync(choice.id);
      toastSuccess(`${choice.name} now follows the workspace settings`);
    } catch (failure) {
      toastError(describeApiError(failure, 'Failed to switch the property back to the workspace settings'));
    }
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>AI Autonomy Settings</Title>
        <Text c="dimmed" mt={4}>
          Choose what Cohost does on its own and what waits for your approval.
        </Text>
      </div>
      <ScopePicker
        properties={properties}
        propertyId={propertyId}
        overriddenPropertyIds={workspace.data?.overriddenPropertyIds ?? []}
        disabled={remove.isPending}
        onChange={chooseScope}
      />
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="The AI settings could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describeApiError(settings.error, 'Failed to load the AI settings')}</Text>
            <Button size="xs" variant="default" onClick={() => void settings.refetch()} loading={settings.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {property && (
            <PropertyScopeNotice
              name={property.name}
              isInherited={settings.data.inherited}
              isRemoving={remove.isPending}
              onUseWorkspaceSettings={() => void followWorkspaceSettings(property)}
            />
          )}
          <AiSettingsForm key={formKey(settings.data)} view={settings.data} property={property} isBusy={remove.isPending} />
        </>
      )}
      <ShadowStatsCard />
    </Stack>
  );
}
