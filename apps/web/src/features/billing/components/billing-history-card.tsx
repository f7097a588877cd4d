import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';

import { downloadFile } from '../../../lib/download-file';
import { toastError, toastSuccess } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import { useDownloadInvoiceArchive } from '../api/download-invoice-archive';
import type { BillingOverview } from '../api/get-billing-overview';

type Invoice = BillingOverview['invoices'][number];

function formatAmount(invoice: Invoice): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amountCents / 100);
}

/** Every invoice (date, description, amount, paid or failed, the document), and Download All. */
export function BillingHistoryCard({ invoices }: { invoices: BillingOverview['invoices'] }) {
  const archive = useDownloadInvoiceArchive();

  async function handleDownloadAll() {
    try {
      const { blob, fileName } = await archive.mutateAsync();
      downloadFile(blob, fileName);
      toastSuccess('Your invoices are downloading');
    } catch (error) {
      toastError(describeBillingError(error, 'Failed to download your invoices'));
    }
  }

  return (
    <Card component="section" aria-labelledby="billing-history-title" withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="billing-history-title">
            Billing history
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => void handleDownloadAll()}
            loading={archive.isPending}
            disabled={invoices.length === 0}
          >
            Download All
          </Button>
        </Group>
        {invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invoices yet. Each payment adds one here, with its invoice to view or print.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Billing history" verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {new Date(invoice.issuedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
                    </Table.Td>
                    <Table.Td>{invoice.description}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(invoice)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={invoice.status === 'paid' ? 'green' : 'red'} variant="light">
                        {invoice.status === 'paid' ? 'Paid' : 'Failed'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={invoice.invoiceUrl} target="_blank" rel="noopener" size="sm" aria-label={`Invoice ${invoice.number} (opens in a new tab)`}>
                        <Group gap={4} wrap="nowrap" component="span">
                          {invoice.number}
                          <IconExternalLink size={14} aria-hidden />
                        </Group>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
