import type { SupplyItem } from '@cohost/shared';
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { centsFrom, numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRecordSupplyStock } from '../api/record-supply-stock';
import { useSetSupplyLimit } from '../api/set-supply-limit';
import { useSupplyVendors } from '../api/supply-vendors';
import { useUpdateSupplyItem } from '../api/update-supply-item';

const PRODUCT_LABELS = { simulated: 'Catalogue SKU', amazon: 'ASIN on Amazon', email: "Supplier's product code" } as const;

/** Edit an item: par, minimum, unit price, auto-order, the vendor it is ordered from and its product there. */
export function EditItemModal({ item, onClose }: { item: SupplyItem; onClose(): void }) {
  const update = useUpdateSupplyItem();
  const vendors = useSupplyVendors();
  const [vendorId, setVendorId] = useState(item.vendor.id);
  const [product, setProduct] = useState(item.vendorProduct ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const vendorKind = vendors.data?.find((vendor) => vendor.id === vendorId)?.kind ?? item.vendor.kind;
  const [par, setPar] = useState<string | number>(item.par);
  const [minimum, setMinimum] = useState<string | number>(item.minimum);
  const [price, setPrice] = useState<string | number>(item.unitPriceCents / 100);
  const [autoOrder, setAutoOrder] = useState(item.autoOrder);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    try {
      await update.mutateAsync({
        itemId: item.id,
        input: { par: numberFrom(par) ?? 0, minimum: numberFrom(minimum) ?? 0, unitPriceCents: centsFrom(price) ?? 0, autoOrder, vendorId, vendorProduct: product.trim() || null },
      });
      toastSuccess(`${item.name} saved.`);
      onClose();
    } catch (caught) {
      setFields(caught instanceof ApiError ? Object.fromEntries(caught.fields.map((field) => [field.path, field.message])) : {});
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
        <Select
          label="Vendor"
          description="Orders go to each vendor separately."
          data={(vendors.data ?? [item.vendor]).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
          value={vendorId}
          onChange={(value) => {
            if (!value || value === vendorId) return;
            setVendorId(value);
            // A product code belongs to its vendor: moved, the field starts empty (Amazon and the simulated vendor fill in the starter list's own).
            setProduct(value === item.vendor.id ? (item.vendorProduct ?? '') : '');
          }}
          allowDeselect={false}
          error={fields.vendorId}
        />
        <TextInput
          label={PRODUCT_LABELS[vendorKind]}
          description={vendorKind === 'amazon' ? 'Ten letters and digits, as in B07C63KXVF. Left empty: the starter list’s.' : vendorKind === 'email' ? 'Printed on the purchase order.' : undefined}
          value={product}
          onChange={(event) => setProduct(event.currentTarget.value)}
          error={fields.vendorProduct}
          maxLength={100}
        />
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
