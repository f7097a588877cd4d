import { CLAIM_RECEIPT_MAX_BYTES, CLAIM_RECEIPT_TYPES, type ClaimCaseDetail } from '@cohost/shared';
import { ActionIcon, Anchor, Button, Card, FileButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase } from '../api/change-claim-case';
import { formatInZone, shortHash } from '../domain/claim-view';

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Receipts and quotes for the repair: uploaded (hashed on arrival), opened, removed. */
export function ClaimReceiptsCard({ detail }: { detail: ClaimCaseDetail }) {
  const change = useChangeClaimCase();
  const zone = detail.property.timeZone;

  async function upload(file: File | null) {
    if (!file) return;
    try {
      await change.mutateAsync({ action: 'upload-receipt', caseId: detail.id, file });
      toastSuccess(`${file.name} attached.`);
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to upload the receipt'));
    }
  }

  async function remove(receiptId: string, fileName: string) {
    try {
      await change.mutateAsync({ action: 'remove-receipt', caseId: detail.id, receiptId });
      toastSuccess(`${fileName} removed.`);
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to remove the receipt'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receipts-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="receipts-heading">
            Receipts
          </Title>
          {detail.status === 'closed' ? null : (
            <FileButton onChange={(file) => void upload(file)} accept={CLAIM_RECEIPT_TYPES.join(',')}>
              {(props) => (
                <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />} loading={change.isPending && change.variables.action === 'upload-receipt'}>
                  Upload
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {detail.receipts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No receipts yet. JPEG, PNG or PDF, up to {Math.round(CLAIM_RECEIPT_MAX_BYTES / 1024 / 1024)} MB.
          </Text>
        ) : (
          detail.receipts.map((receipt) => (
            <Group key={receipt.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor href={receipt.url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                  {receipt.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {size(receipt.bytes)} · {formatInZone(receipt.uploadedAt, zone)} by {receipt.uploadedBy} ·{' '}
                  <Tooltip label={receipt.sha256}>
                    <Text span ff="monospace" size="xs">
                      {shortHash(receipt.sha256)}
                    </Text>
                  </Tooltip>
                </Text>
              </div>
              {detail.status === 'closed' ? null : (
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${receipt.fileName}`} onClick={() => void remove(receipt.id, receipt.fileName)}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
