import { Alert, Anchor, Loader, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

import { PropertyClaims } from '../../features/claims/components/property-claims';
import { useCleaningTasks } from '../../features/cleaning/api/list-cleaning-tasks';
import { taskMark } from '../../features/cleaning/domain/cleaning-view';
import { usePropertyStats } from '../../features/portfolio/api/list-property-stats';
import { useProperty } from '../../features/properties/api/get-property';
import { PropertyHeader, PropertyKnowledgeBaseTab, PropertyListingTab, PropertyOverview, PropertySettingsTab } from '../../features/properties/components/property-tabs';
import { TryCoHostBox } from '../../features/messaging/components/try-co-host-box';
import { PropertyCalendarTab } from '../../features/reservations/components/property-calendar-tab';
import { ApiError, describeApiError } from '../../lib/api/call-api';

const TABS = ['overview', 'calendar', 'knowledge-base', 'listing', 'claims', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The property's cleanings in the weeks its calendar shows, as marks on their days. */
function useCalendarCleanings(propertyId: string) {
  const [shown, setShown] = useState<{ from: string; last: string } | null>(null);
  const tasks = useCleaningTasks(shown ? { from: shown.from, to: shown.last, propertyId } : null);
  const marks = (tasks.data?.tasks ?? []).filter((task) => task.status !== 'cancelled').map(taskMark);
  return { marks, onWindowChange: setShown };
}

/** /properties/:propertyId: one property's tabs; `?tab=` deep-links (alerts open the calendar). */
export function PropertyRoute() {
  const { propertyId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'overview';
  const property = useProperty(propertyId);
  const stats = usePropertyStats(propertyId, property.isSuccess && !property.data.archivedAt);
  const cleanings = useCalendarCleanings(propertyId);

  if (property.isPending) return <Loader aria-label="Loading the property" />;
  if (property.isError || property.data.archivedAt) {
    const isMissing = !property.isError || (property.error instanceof ApiError && property.error.status === 404);
    return (
      <Alert color="red" title={isMissing ? 'Property not found' : 'This property could not be loaded'}>
        {property.isError ? describeApiError(property.error, 'Failed to load this property') : 'This property was archived.'}{' '}
        <Anchor component={Link} to="/properties" inherit>
          Back to properties
        </Anchor>
      </Alert>
    );
  }
  const data = property.data;
  return (
    <Stack gap="lg">
      <PropertyHeader property={data} />
      <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'overview' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
          <Tabs.Tab value="knowledge-base">Knowledge base</Tabs.Tab>
          <Tabs.Tab value="listing">Listing</Tabs.Tab>
          <Tabs.Tab value="claims">Claims</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <PropertyOverview property={data} stats={stats.data ?? undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="lg">
          <PropertyCalendarTab property={data} extra={cleanings} />
        </Tabs.Panel>
        <Tabs.Panel value="knowledge-base" pt="lg">
          <Stack gap="lg">
            <PropertyKnowledgeBaseTab property={data} />
            <TryCoHostBox propertyId={data.id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="listing" pt="lg">
          <PropertyListingTab key={data.updatedAt} property={data} />
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="lg">
          <PropertyClaims propertyId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <PropertySettingsTab key={data.updatedAt} property={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
