import type { SupplyItem } from '@cohost/shared';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { centsFrom, numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRecordSupplyStock } from '../api/record-supply-stock';
import { useSetSupplyLimit } from '../api/set-supply-limit';
import { useUpdateSupplyItem } from '../api/update-supply-item';

/** Edit an item: par, minimum, unit price, auto-order. */
export function EditItemModal({ item, onClose }: { item: SupplyItem; onClose(): void }) {
  const update = useUpdateSupplyItem();
  const [par, setPar] = useState<string | number>(item.par);
  const [minimum, setMinimum] = useState<string | number>(item.minimum);
  const [price, setPrice] = useState<string | number>(item.unitPriceCents / 100);
  const [autoOrder, setAutoOrder] = useState(item.autoOrder);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    try {
      await update.mutateAsync({ itemId: item.id, input: { par: numberFrom(par) ?? 0, minimum: numberFrom(minimum) ?? 0, unitPriceCents: centsFrom(price) ?? 0, autoOrder } });
      toastSuccess(`${item.name} saved.`);
      onClose();
    } catch (caught) {
      setError(describeApiError(caught, 'Failed to save the item'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Edit ${item.name}`}>
      <Stack>
        <NumberInput label={`Par level (${item.unit})`} description="Orders fill up to this." value={par} onChange={setPar} min={1} />
        <NumberInput label={`Minimum (${item.unit})`} description="Below this it is critical." value={minimum} onChange={setMinimum} min={0} />
        <NumberInput label="Unit price ($)" value={price} onChange={setPrice} min={0} decimalScale={2} />
        <Switch label="Auto-order" checked={autoOrder} onChange={(event) => setAutoOrder(event.currentTarget.checked)} />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Count what is on the shelf, or correct a mistake. */
export function CountItemModal({ item, onClose }: { item: SupplyItem; onClose(): void }) {
  const record = useRecordSupplyStock();
  const [quantity, setQuantity] = useState<string | number>(item.expectedStock);
  const [kind, setKind] = useState<'count' | 'correction'>('count');
  const [reason, setReason] = useState('');

  async function save() {
    try {
      await record.mutateAsync({ itemId: item.id, input: { quantity: numberFrom(quantity) ?? 0, kind, ...(reason.trim() ? { reason } : {}) } });
      toastSuccess(`${item.name}: ${numberFrom(quantity) ?? 0} ${item.unit} recorded.`);
      onClose();
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to record the stock'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Count ${item.name}`}>
      <Stack>
        <SegmentedControl value={kind} onChange={(value) => setKind(value as 'count' | 'correction')} data={[{ value: 'count', label: 'Count' }, { value: 'correction', label: 'Correction' }]} />
        <NumberInput label={`Quantity (${item.unit})`} value={quantity} onChange={setQuantity} min={0} />
        <TextInput label="Why (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={300} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={record.isPending}>
            Record
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A property's monthly spending limit. */
export function LimitModal({ property, onClose }: { property: { id: string; name: string; monthlyLimitCents: number }; onClose(): void }) {
  const save = useSetSupplyLimit();
  const [limit, setLimit] = useState<string | number>(property.monthlyLimitCents / 100);

  async function submit() {
    try {
      await save.mutateAsync({ propertyId: property.id, monthlyLimitCents: centsFrom(limit) ?? 0 });
      toastSuccess(`Monthly limit for ${property.name} saved.`);
      onClose();
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to save the limit'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Monthly limit: ${property.name}`}>
      <Stack>
        <NumberInput label="Monthly spending limit ($)" description="A hard limit: no order goes over it. Raised, this month's refused orders are tried again." value={limit} onChange={setLimit} min={0} decimalScale={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            Save limit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
