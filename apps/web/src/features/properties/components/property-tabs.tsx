import type { Property, PropertyStats } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useArchiveProperty } from '../api/archive-property';
import { toPropertyInput } from '../api/update-property';
import { KnowledgeBaseForm } from './knowledge-base-form';
import { ListingFields } from './listing-fields';
import { PropertyDetailsFields, type PropertyDraft } from './property-details-fields';
import { formatDay, formatLocation, formatMoney, formatPercent, PROPERTY_TYPE_LABELS } from './property-labels';
import { useSaveProperty } from './use-save-property';

export function PropertyHeader({ property }: { property: Property }) {
  return (
    <Stack gap={4}>
      <Button component={Link} to="/properties" variant="subtle" size="compact-sm" w="fit-content" px={0}>
        ← Back to properties
      </Button>
      <Group gap="sm" align="center">
        <Title order={1}>{property.name}</Title>
        <Badge color={property.status === 'active' ? 'green' : 'orange'} variant="light">
          {property.status === 'active' ? 'Active' : 'Maintenance'}
        </Badge>
      </Group>
      <Text c="dimmed">
        {PROPERTY_TYPE_LABELS[property.type]} · {formatLocation(property)}
      </Text>
    </Stack>
  );
}

export function PropertyOverview({ property, stats }: { property: Property; stats: PropertyStats | undefined }) {
  const facts: [string, string][] = [
    ['Guests', String(property.maxGuests)],
    ['Bedrooms', String(property.bedrooms)],
    ['Bathrooms', String(property.bathrooms)],
    ['Time zone', property.timezone],
    ['Check-in from', property.checkInTime],
    ['Check-out by', property.checkOutTime],
    ['Base nightly price', property.listing.baseNightlyPriceCents === null ? 'Not set' : formatMoney(property.listing.baseNightlyPriceCents, property.listing.currency)],
    ['Minimum stay', property.listing.minStayNights === null ? 'Not set' : `${property.listing.minStayNights} night${property.listing.minStayNights === 1 ? '' : 's'}`],
    ['Occupancy this month', stats ? formatPercent(stats.occupancyThisMonth) : '—'],
    ['Revenue this month', stats ? formatMoney(stats.revenueThisMonth.cents, stats.revenueThisMonth.currency) : '—'],
    ['Next check-in', stats ? (stats.nextCheckInDate ? formatDay(stats.nextCheckInDate) : 'None booked') : '—'],
    ['Calendars connected', stats ? `${stats.feeds}${stats.feedProblems ? ` (${stats.feedProblems} with a problem)` : ''}` : '—'],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={500}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

export function PropertyKnowledgeBaseTab({ property }: { property: Property }) {
  const { save, errors, isSaving } = useSaveProperty(property);
  return <KnowledgeBaseForm key={property.updatedAt} property={property} errors={errors} isSaving={isSaving} onSave={(knowledgeBase) => void save({ knowledgeBase }, 'Knowledge base saved.')} />;
}

export function PropertyListingTab({ property }: { property: Property }) {
  const { save, errors, isSaving } = useSaveProperty(property);
  const [listing, setListing] = useState(property.listing);
  return (
    <form
      aria-label="Listing"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ listing }, 'Listing saved.');
      }}
    >
      <Stack gap="md">
        <ListingFields listing={listing} errors={errors} onChange={(next) => setListing({ ...listing, ...next })} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            Save listing
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PropertySettingsTab({ property }: { property: Property }) {
  const { save, errors, isSaving } = useSaveProperty(property);
  const [draft, setDraft] = useState<PropertyDraft>(() => toPropertyInput(property) as PropertyDraft);
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveProperty();
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      <form
        aria-label="Property settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(draft, 'Property saved.');
        }}
      >
        <Stack gap="md">
          <PropertyDetailsFields draft={draft} errors={errors} onChange={setDraft} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      <Alert color="orange" variant="light" title="Archive this property" icon={<IconArchive size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">It leaves your lists and your plan's count, its calendars stop syncing, and its history is kept.</Text>
          <Button color="orange" variant="outline" onClick={() => setConfirming(true)}>
            Archive property
          </Button>
        </Stack>
      </Alert>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Archive ${property.name}?`}>
        <Stack>
          <Text size="sm">Its calendars stop syncing and it leaves your properties list. Stays and history are kept.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="orange"
              loading={archive.isPending}
              onClick={async () => {
                try {
                  await archive.mutateAsync(property.id);
                  toastSuccess(`${property.name} was archived.`);
                  void navigate('/properties');
                } catch (error) {
                  toastError(describeApiError(error, 'Failed to archive the property'));
                }
              }}
            >
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
