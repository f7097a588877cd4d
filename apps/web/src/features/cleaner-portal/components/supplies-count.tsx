import { DEFAULT_SUPPLY_ITEMS, type PortalTask } from '@cohost/shared';
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCountPortalSupplies } from '../api/portal-task-actions';

interface Row {
  name: string;
  unit: string;
  quantity: number | '';
}

/** What to count: the last count of this clean, else the property's supply items, else the usual items. */
function initialRows(task: PortalTask): Row[] {
  const unitOf = (name: string) => task.supplyItems.find((item) => item.name === name)?.unit ?? '';
  if (task.supplies.length > 0) return task.supplies.map((supply) => ({ name: supply.name, unit: unitOf(supply.name), quantity: supply.quantity }));
  if (task.supplyItems.length > 0) return task.supplyItems.map((item) => ({ name: item.name, unit: item.unit, quantity: '' as const }));
  return DEFAULT_SUPPLY_ITEMS.map((name) => ({ name, unit: '', quantity: '' as const }));
}

/** The supplies left at the end of the clean (for restocking): the usual items, and any the cleaner adds. */
export function SuppliesCount({ task }: { task: PortalTask }) {
  const count = useCountPortalSupplies();
  const [rows, setRows] = useState<Row[]>(() => initialRows(task));
  const [extra, setExtra] = useState('');
  const titleId = `supplies-${task.id}`;

  async function save() {
    const items = rows.filter((row): row is Row & { quantity: number } => row.quantity !== '' && row.name.trim() !== '').map((row) => ({ name: row.name.trim(), quantity: row.quantity }));
    if (items.length === 0) {
      toastError('Count at least one item.');
      return;
    }
    try {
      await count.mutateAsync({ taskId: task.id, input: { items } });
      toastSuccess('Supplies counted.');
    } catch (error) {
      toastError(describeApiError(error, 'The count was not saved'));
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        Supplies left
      </Title>
      {task.supplies.length > 0 && (
        <Text size="xs" c="dimmed">
          Counted: {task.supplies.map((supply) => `${supply.name} ${supply.quantity}`).join(', ')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.name} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ flex: 1 }}>
            {row.name}
            {row.unit && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({row.unit})
              </Text>
            )}
          </Text>
          <NumberInput
            aria-label={`${row.name} left`}
            w={96}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            value={row.quantity}
            onChange={(value) => setRows((list) => list.map((other, at) => (at === index ? { ...other, quantity: typeof value === 'number' ? value : '' } : other)))}
          />
          <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${row.name}`} onClick={() => setRows((list) => list.filter((_, at) => at !== index))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Another item" placeholder="Another item" value={extra} onChange={(event) => setExtra(event.currentTarget.value)} style={{ flex: 1 }} maxLength={80} />
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Add item"
          disabled={extra.trim() === '' || rows.some((row) => row.name.toLowerCase() === extra.trim().toLowerCase())}
          onClick={() => {
            setRows((list) => [...list, { name: extra.trim(), unit: '', quantity: '' }]);
            setExtra('');
          }}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
      <Button variant="light" onClick={() => void save()} loading={count.isPending} style={{ alignSelf: 'flex-start' }}>
        Save count
      </Button>
    </Stack>
  );
}
