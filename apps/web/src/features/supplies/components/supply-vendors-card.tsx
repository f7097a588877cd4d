import type { SupplyVendor } from '@cohost/shared';
import { Alert, Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeSupplyVendor, useSupplyVendors } from '../api/supply-vendors';

const KIND_LABELS: Record<SupplyVendor['kind'], string> = { simulated: 'Built in (simulated)', amazon: 'Amazon cart link', email: 'Supplier by email' };

/** The vendors items are ordered from: the built-in simulated one, Amazon, local suppliers by email. */
export function SupplyVendorsCard() {
  const vendors = useSupplyVendors();
  const change = useChangeSupplyVendor();
  const [editing, setEditing] = useState<SupplyVendor | 'new' | null>(null);
  const [removing, setRemoving] = useState<SupplyVendor | null>(null);

  async function remove(vendor: SupplyVendor) {
    try {
      await change.mutateAsync({ action: 'remove', vendorId: vendor.id });
      toastSuccess(`${vendor.name} removed.`);
      setRemoving(null);
    } catch (error) {
      toastError(describeApiError(error, 'Failed to remove the vendor'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="supply-vendors-title">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id="supply-vendors-title">
            Vendors
          </Title>
          <Text size="sm" c="dimmed">
            Where items are ordered from. Choose an item&apos;s vendor and product from its Edit button.
          </Text>
        </div>
        <Button size="xs" onClick={() => setEditing('new')}>
          Add vendor
        </Button>
      </Group>
      {vendors.isError ? (
        <Alert color="red" mt="sm">
          {vendors.error.message}
        </Alert>
      ) : (
        <Table mt="sm" verticalSpacing="xs" aria-label="Vendors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vendor</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Items</Table.Th>
              <Table.Th>Open orders</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(vendors.data ?? []).map((vendor) => (
              <Table.Tr key={vendor.id} aria-label={vendor.name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {vendor.name}
                  </Text>
                  {vendor.email ? (
                    <Text size="xs" c="dimmed">
                      {vendor.email}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={vendor.kind === 'simulated' ? 'gray' : vendor.kind === 'amazon' ? 'orange' : 'blue'}>
                    {KIND_LABELS[vendor.kind]}
                  </Badge>
                </Table.Td>
                <Table.Td>{vendor.itemCount}</Table.Td>
                <Table.Td>{vendor.openOrderCount}</Table.Td>
                <Table.Td>
                  {vendor.kind === 'simulated' ? null : (
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(vendor)} aria-label={`Edit ${vendor.name}`}>
                        Edit
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(vendor)} aria-label={`Remove ${vendor.name}`}>
                        Remove
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing ? <VendorModal vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <Modal opened onClose={() => setRemoving(null)} title={`Remove ${removing.name}?`}>
          <Stack>
            <Text size="sm">
              {removing.openOrderCount
                ? `${removing.name} has ${removing.openOrderCount} open ${removing.openOrderCount === 1 ? 'order' : 'orders'}: it can be removed once they are delivered, refused or denied.`
                : `Its ${removing.itemCount} ${removing.itemCount === 1 ? 'item goes' : 'items go'} back to the built-in simulated vendor.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red" onClick={() => void remove(removing)} loading={change.isPending}>
                Remove vendor
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Card>
  );
}

/** Add a vendor (Amazon, or a supplier by email), or rename one and change its address. */
function VendorModal({ vendor, onClose }: { vendor: SupplyVendor | null; onClose(): void }) {
  const change = useChangeSupplyVendor();
  const [kind, setKind] = useState<'amazon' | 'email'>(vendor?.kind === 'amazon' ? 'amazon' : 'email');
  const [name, setName] = useState(vendor?.name ?? '');
  const [email, setEmail] = useState(vendor?.email ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const address = kind === 'email' && email.trim() ? { email: email.trim() } : {};
    try {
      if (vendor) await change.mutateAsync({ action: 'update', vendorId: vendor.id, input: { name, ...address } });
      else await change.mutateAsync({ action: 'create', input: { kind, name, ...address } });
      toastSuccess(vendor ? `${name.trim()} saved.` : `${name.trim()} added.`);
      onClose();
    } catch (caught) {
      setFields(caught instanceof ApiError ? Object.fromEntries(caught.fields.map((field) => [field.path, field.message])) : {});
      setError(describeApiError(caught, 'Failed to save the vendor'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={vendor ? `Edit ${vendor.name}` : 'Add a vendor'}>
      <Stack>
        {vendor ? null : (
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as 'amazon' | 'email')}
            data={[
              { value: 'email', label: 'Supplier by email' },
              { value: 'amazon', label: 'Amazon' },
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {kind === 'amazon' ? 'Orders come as a prefilled Amazon cart: you check out, then mark the order placed.' : 'Orders go to the supplier as a purchase order email (with a CSV); you mark them delivered.'}
        </Text>
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={fields.name} maxLength={100} required data-autofocus />
        {kind === 'email' ? (
          <TextInput label="Supplier's email address" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={fields.email} required />
        ) : null}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={change.isPending}>
            {vendor ? 'Save vendor' : 'Add vendor'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
