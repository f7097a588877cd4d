import { SUPPLY_ORDER_STATUS_LABELS, type SupplyOrder } from '@cohost/shared';
import { Anchor, Badge, Button, Card, Group, Modal, NumberInput, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { numberFrom } from '../../../lib/number-input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDecideSupplyOrder } from '../api/decide-supply-order';
import { formatDay, money, ORDER_STATUS_COLORS } from './supply-format';

/** Recent orders: id, property, items, status, date and cost; approve, edit, deny, mark placed or delivered. */
export function SupplyOrdersCard({ orders }: { orders: SupplyOrder[] }) {
  const decide = useDecideSupplyOrder();
  const [editing, setEditing] = useState<SupplyOrder | null>(null);
  const [denying, setDenying] = useState<SupplyOrder | null>(null);

  async function act(order: SupplyOrder, decision: 'approve' | 'placed' | 'delivered') {
    try {
      await decide.mutateAsync({ orderId: order.id, decision });
      toastSuccess(decision === 'approve' ? `Order ${order.number} approved.` : `Order ${order.number} marked ${decision}.`);
    } catch (error) {
      toastError(describeApiError(error, 'The order did not change'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="supply-orders-title">
      <Title order={2} size="h4" id="supply-orders-title">
        Recent orders
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed" mt="sm">
          No orders yet: Cohost orders when an item goes low and auto-order is on.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table mt="sm" verticalSpacing="sm" aria-label="Recent orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Property</Table.Th>
                <Table.Th>Items</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Cost</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id} aria-label={`Order ${order.number}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {order.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.vendor.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{order.property.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.lines.map((line) => `${line.quantity} ${line.name.toLowerCase()}`).join(', ')}</Text>
                    {order.reason ? (
                      <Text size="xs" c="dimmed">
                        {order.reason}
                      </Text>
                    ) : null}
                    {order.supplierReply ? (
                      <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line' }} title={`${order.supplierReply.from ?? 'The supplier'}, ${new Date(order.supplierReply.receivedAt).toLocaleString('en-US')}`}>
                        <Text span fw={600} size="xs">
                          Supplier replied ({formatDay(order.supplierReply.receivedAt)}):
                        </Text>{' '}
                        {order.supplierReply.text}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={ORDER_STATUS_COLORS[order.status]} variant="light">
                      {SUPPLY_ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDay(order.deliveredAt ?? order.placedAt ?? order.createdAt)}</Table.Td>
                  <Table.Td>{money(order.totalCents)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap" justify="flex-end">
                      {order.status === 'waiting' ? (
                        <>
                          <Button size="xs" onClick={() => void act(order, 'approve')} loading={decide.isPending}>
                            Approve
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setEditing(order)}>
                            Edit
                          </Button>
                          <Button size="xs" variant="subtle" color="red" onClick={() => setDenying(order)}>
                            Deny
                          </Button>
                        </>
                      ) : null}
                      {order.status === 'checkout' && order.cartUrl ? (
                        <>
                          <Anchor href={order.cartUrl} target="_blank" rel="noreferrer" size="sm">
                            Open Amazon cart
                          </Anchor>
                          <Button size="xs" variant="default" onClick={() => void act(order, 'placed')}>
                            Mark placed
                          </Button>
                        </>
                      ) : null}
                      {order.status === 'processing' && order.vendor.kind !== 'simulated' ? (
                        <Button size="xs" variant="default" onClick={() => void act(order, 'delivered')}>
                          Mark delivered
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? <EditOrderModal order={editing} onClose={() => setEditing(null)} /> : null}
      {denying ? <DenyOrderModal order={denying} onClose={() => setDenying(null)} /> : null}
    </Card>
  );
}

function EditOrderModal({ order, onClose }: { order: SupplyOrder; onClose(): void }) {
  const decide = useDecideSupplyOrder();
  const [quantities, setQuantities] = useState<Record<string, string | number>>(Object.fromEntries(order.lines.map((line) => [line.itemId, line.quantity])));
  const total = order.lines.reduce((sum, line) => sum + (numberFrom(quantities[line.itemId] ?? 0) ?? 0) * line.unitPriceCents, 0);

  async function approve() {
    try {
      await decide.mutateAsync({ orderId: order.id, decision: 'approve', lines: order.lines.map((line) => ({ itemId: line.itemId, quantity: numberFrom(quantities[line.itemId] ?? 0) ?? 0 })) });
      toastSuccess(`Order ${order.number} approved with your quantities.`);
      onClose();
    } catch (error) {
      toastError(describeApiError(error, 'The order was not approved'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Edit order ${order.number}`}>
      <Stack>
        {order.lines.map((line) => (
          <NumberInput
            key={line.itemId}
            label={`${line.name} (${line.unit}, ${money(line.unitPriceCents)} each)`}
            value={quantities[line.itemId] ?? 0}
            onChange={(value) => setQuantities((current) => ({ ...current, [line.itemId]: value }))}
            min={0}
          />
        ))}
        <Text size="sm">New total: {money(total)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void approve()} loading={decide.isPending}>
            Approve with these quantities
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DenyOrderModal({ order, onClose }: { order: SupplyOrder; onClose(): void }) {
  const decide = useDecideSupplyOrder();
  const [reason, setReason] = useState('');

  async function deny() {
    try {
      await decide.mutateAsync({ orderId: order.id, decision: 'deny', reason });
      toastSuccess(`Order ${order.number} denied.`);
      onClose();
    } catch (error) {
      toastError(describeApiError(error, 'The order was not denied'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Deny order ${order.number}`}>
      <Stack>
        <Textarea label="Why?" description="Cohost learns from it." value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void deny()} loading={decide.isPending} disabled={!reason.trim()}>
            Deny order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
