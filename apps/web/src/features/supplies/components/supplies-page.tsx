import type { SupplyItem, SupplyOverview } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { StatCard } from '../../../components/ui/stat-card';
import { useSuppliesOverview } from '../api/get-supplies-overview';
import { SpendChart } from './spend-chart';
import { CountItemModal, EditItemModal, LimitModal } from './supply-item-modals';
import { formatDay, money, STATUS_COLORS, STATUS_LABELS } from './supply-format';
import { SupplyOrdersCard } from './supply-orders-card';
import { SupplyVendorsCard } from './supply-vendors-card';

/** /supplies: stock cards, each property's items with their forecast, recent orders, spend against limits. */
export function SuppliesPage() {
  const overview = useSuppliesOverview();
  const [editing, setEditing] = useState<SupplyItem | null>(null);
  const [counting, setCounting] = useState<SupplyItem | null>(null);
  const [limitOf, setLimitOf] = useState<SupplyOverview['properties'][number] | null>(null);

  if (overview.isPending) return <PageLoader />;
  if (overview.isError) return <Alert color="red">{overview.error.message}</Alert>;
  const data = overview.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Supplies</Title>
        <Text c="dimmed" mt={4}>
          Stock counted by your cleaners, forecast from booked guest-nights, reordered within your limits.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label="Items low" value={data.counts.low} />
        <StatCard label="Items critical" value={data.counts.critical} />
        <StatCard label="Spent this month" value={`${money(data.spentThisMonthCents)} of ${money(data.limitThisMonthCents)}`} />
        <StatCard label="Auto-order" value={data.settings.autoOrder ? `On, up to $${data.settings.budgetPerOrderDollars} an order` : 'Off'} />
      </SimpleGrid>

      {data.properties.length === 0 ? <EmptyStatePanel icon={<IconPackage size={28} stroke={1.6} />} description="Add a property: its supplies start from a starter list you can edit." /> : null}

      {data.properties.map((property) => (
        <Card key={property.id} withBorder radius="md" padding="lg" component="section" aria-label={`${property.name} supplies`}>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h4">
                {property.name}
              </Title>
              <Text size="sm" c={property.spentThisMonthCents >= property.monthlyLimitCents ? 'red' : 'dimmed'}>
                {money(property.spentThisMonthCents)} of {money(property.monthlyLimitCents)} spent this month
              </Text>
            </div>
            <Button size="xs" variant="default" onClick={() => setLimitOf(property)}>
              Edit limit
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table mt="sm" verticalSpacing="xs" aria-label={`${property.name} items`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Stock</Table.Th>
                  <Table.Th>Minimum</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Runs out</Table.Th>
                  <Table.Th>Auto-order</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {property.items.map((item) => (
                  <Table.Tr key={item.id} aria-label={item.name}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        par {item.par} {item.unit}
                        {item.onOrder ? ` · ${item.onOrder} on order` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {item.expectedStock} {item.unit}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.expectedStock !== item.stock ? `${item.stock} at last count, ` : ''}
                        {item.usePerGuestNight}/guest-night{item.learned ? ' (learned)' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.minimum}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[item.status]} variant="light" title={item.statusReason}>
                        {STATUS_LABELS[item.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDay(item.runOutDate)}</Table.Td>
                    <Table.Td>{item.autoOrder ? 'On' : 'Off'}</Table.Td>
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setCounting(item)} aria-label={`Count ${item.name}`}>
                          Count
                        </Button>
                        <Button size="xs" variant="subtle" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                          Edit
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}

      <SupplyOrdersCard orders={data.orders} />
      {/* Vendors are chosen per item: with no property there is nothing to order for yet. */}
      {data.properties.length ? <SupplyVendorsCard /> : null}
      {data.properties.length ? <SpendChart properties={data.properties} /> : null}

      {editing ? <EditItemModal item={editing} onClose={() => setEditing(null)} /> : null}
      {counting ? <CountItemModal item={counting} onClose={() => setCounting(null)} /> : null}
      {limitOf ? <LimitModal property={limitOf} onClose={() => setLimitOf(null)} /> : null}
    </Stack>
  );
}
