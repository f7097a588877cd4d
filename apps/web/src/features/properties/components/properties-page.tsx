import type { Money, Property, PropertyStats } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingCottage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { StatCard } from '../../../components/ui/stat-card';
import { describeApiError } from '../../../lib/api/call-api';
import { useProperties } from '../api/list-properties';
import { AddPropertyModal } from './add-property-modal';
import { formatDay, formatLocation, formatMoney, formatPercent, PROPERTY_TYPE_LABELS } from './property-labels';

/** The month's figures of the portfolio, from the dashboard's API (absent while loading or on error). */
export interface PortfolioFigures {
  occupancyThisMonth: number;
  revenueThisMonth: Money[];
  properties: PropertyStats[];
}

/** /properties: summary cards, a card per property, Add Property and Manage. */
export function PropertiesPage({ figures }: { figures: PortfolioFigures | undefined }) {
  const properties = useProperties();
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const list = properties.data?.properties ?? [];
  const statsOf = new Map(figures?.properties.map((stats) => [stats.propertyId, stats]));
  const active = list.filter((property) => property.status === 'active').length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Properties</Title>
          <Text c="dimmed" mt={4}>
            Every rental you run, with its calendar, knowledge base and listing.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add Property
        </Button>
      </Group>
      {properties.isPending && <Loader aria-label="Loading properties" />}
      {properties.isError && <Alert color="red">{describeApiError(properties.error, 'Failed to load your properties')}</Alert>}
      {properties.isSuccess && list.length === 0 && (
        <EmptyStatePanel
          icon={<IconBuildingCottage size={28} stroke={1.6} />}
          title="No properties yet"
          description={
            <>
              <Anchor component="button" type="button" onClick={() => setAdding(true)} inherit>
                Add your first property
              </Anchor>
              : its calendars, knowledge base and listing hang off it.
            </>
          }
        />
      )}
      {list.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard label="Properties" value={String(list.length)} />
            <StatCard label="Active / Maintenance" value={`${active} / ${list.length - active}`} />
            <StatCard label="Occupancy this month" value={figures ? formatPercent(figures.occupancyThisMonth) : '—'} />
            <StatCard label="Revenue this month" value={figures ? figures.revenueThisMonth.map((money) => formatMoney(money.cents, money.currency)).join(' + ') || '—' : '—'} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.map((property) => (
              <PropertyCard key={property.id} property={property} stats={statsOf.get(property.id)} onManage={() => navigate(`/properties/${property.id}`)} />
            ))}
          </SimpleGrid>
        </>
      )}
      <AddPropertyModal opened={adding} onClose={() => setAdding(false)} onCreated={(property) => navigate(`/properties/${property.id}`)} />
    </Stack>
  );
}


function PropertyCard({ property, stats, onManage }: { property: Property; stats: PropertyStats | undefined; onManage(): void }) {
  return (
    <Card withBorder radius="md" padding="lg" aria-label={property.name} component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {property.name}
            </Title>
            <Text size="sm" c="dimmed">
              {formatLocation(property)}
            </Text>
          </div>
          <Badge color={property.status === 'active' ? 'green' : 'orange'} variant="light">
            {property.status === 'active' ? 'Active' : 'Maintenance'}
          </Badge>
        </Group>
        <Group gap="lg">
          <Fact label="Type" value={PROPERTY_TYPE_LABELS[property.type]} />
          <Fact label="Guests" value={String(property.maxGuests)} />
          <Fact label="Revenue this month" value={stats ? formatMoney(stats.revenueThisMonth.cents, stats.revenueThisMonth.currency) : '—'} />
        </Group>
        <Group gap="xs">
          {stats?.isOccupied && <Badge variant="dot">Guests in house</Badge>}
          {stats?.nextCheckInDate && <Badge variant="outline" color="gray">Next check-in {formatDay(stats.nextCheckInDate)}</Badge>}
          {stats && stats.feedProblems > 0 && (
            <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              Calendar sync problem
            </Badge>
          )}
        </Group>
        {/* At the card's foot, level across a row of cards with more or fewer badges. */}
        <Button variant="light" onClick={onManage} aria-label={`Manage ${property.name}`} mt="auto">
          Manage
        </Button>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
