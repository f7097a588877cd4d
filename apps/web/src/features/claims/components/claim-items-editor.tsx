import type { ClaimCaseDetail } from '@cohost/shared';
import { ActionIcon, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { centsFrom, numberFrom } from '../../../lib/number-input';
import { toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase } from '../api/change-claim-case';
import { money } from '../domain/claim-view';

interface ItemDraft {
  key: string;
  name: string;
  description: string;
  cost: string | number;
  ageMonths: string | number;
  comparableUrl: string;
}

function draftsOf(detail: ClaimCaseDetail): ItemDraft[] {
  return detail.items.map((item) => ({ key: item.id, name: item.name, description: item.description, cost: item.costCents / 100, ageMonths: item.ageMonths ?? '', comparableUrl: item.comparableUrl ?? '' }));
}

/** The damaged items and what each costs (the estimate is their sum): edited in place, saved together. */
export function ClaimItemsEditor({ detail }: { detail: ClaimCaseDetail }) {
  const change = useChangeClaimCase();
  const [items, setItems] = useState<ItemDraft[]>(() => draftsOf(detail));
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [counter, setCounter] = useState(0);
  const isClosed = detail.status === 'closed';

  const edit = (key: string, patch: Partial<ItemDraft>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function save() {
    setError(null);
    try {
      const saved = await change.mutateAsync({
        action: 'items',
        caseId: detail.id,
        input: {
          items: items.map((item) => ({ name: item.name, description: item.description, costCents: centsFrom(item.cost) ?? 0, ageMonths: numberFrom(item.ageMonths), comparableUrl: item.comparableUrl.trim() || null })),
        },
      });
      setFields({});
      setItems(draftsOf(saved));
      toastSuccess(`Items saved: the estimate is ${money(saved.estimateCents)}.`);
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'Failed to save the items'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="items-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="items-heading">
          Items and cost
        </Title>
        <Text fw={600}>Estimate {money(detail.estimateCents)}</Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items yet. Add what was damaged or is missing, with what it costs to replace.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing={4} aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th w={120}>Cost ($)</Table.Th>
                <Table.Th w={100}>Age (months)</Table.Th>
                <Table.Th>Comparable product</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item.key}>
                  <Table.Td>
                    <TextInput aria-label={`Item ${index + 1} name`} value={item.name} onChange={(event) => edit(item.key, { name: event.currentTarget.value })} error={fields[`items.${index}.name`]} maxLength={120} disabled={isClosed} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label={`Item ${index + 1} description`} value={item.description} onChange={(event) => edit(item.key, { description: event.currentTarget.value })} error={fields[`items.${index}.description`]} disabled={isClosed} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Item ${index + 1} cost in dollars`} value={item.cost} onChange={(value) => edit(item.key, { cost: value })} min={0} decimalScale={2} error={fields[`items.${index}.costCents`]} disabled={isClosed} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Item ${index + 1} age in months`} value={item.ageMonths} onChange={(value) => edit(item.key, { ageMonths: value })} min={0} allowDecimal={false} error={fields[`items.${index}.ageMonths`]} disabled={isClosed} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label={`Item ${index + 1} comparable product link`} placeholder="https://" value={item.comparableUrl} onChange={(event) => edit(item.key, { comparableUrl: event.currentTarget.value })} error={fields[`items.${index}.comparableUrl`]} disabled={isClosed} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove item ${index + 1}${item.name ? ` (${item.name})` : ''}`} onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))} disabled={isClosed}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error ? (
        <Text c="red" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
      {isClosed ? null : (
        <Stack mt="sm">
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                setItems((current) => [...current, { key: `new-${counter}`, name: '', description: '', cost: '', ageMonths: '', comparableUrl: '' }]);
                setCounter(counter + 1);
              }}
            >
              Add item
            </Button>
            <Button size="xs" onClick={() => void save()} loading={change.isPending}>
              Save items
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
