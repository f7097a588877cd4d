import type { ClaimCaseDetail } from '@cohost/shared';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase } from '../api/change-claim-case';
import { formatInZone } from '../domain/claim-view';
import { HashLine } from './claim-evidence-card';

/** One click builds what the platform or insurer asks for: the PDF and a ZIP of the originals. */
export function ClaimPacketCard({ detail }: { detail: ClaimCaseDetail }) {
  const change = useChangeClaimCase();
  const packet = detail.packet;

  async function build() {
    try {
      const built = await change.mutateAsync({ action: 'packet', caseId: detail.id });
      toastSuccess(`Evidence packet built with ${built.packet?.photoCount ?? 0} photos.`);
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to build the evidence packet'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="packet-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="packet-heading">
          Evidence packet
        </Title>
        {packet ? (
          <>
            <Text size="sm">
              Built {formatInZone(packet.builtAt, detail.property.timeZone)} with {packet.photoCount} {packet.photoCount === 1 ? 'photo' : 'photos'}.
            </Text>
            <Group gap="xs" align="center">
              <Text size="xs" c="dimmed">
                PDF SHA-256
              </Text>
              <HashLine sha256={packet.pdfSha256} />
            </Group>
            {packet.stale ? (
              <Alert color="yellow" p="xs">
                The case changed since: rebuild it before you file.
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button component="a" href={packet.pdfUrl} size="xs" variant="light" leftSection={<IconDownload size={14} />}>
                PDF
              </Button>
              <Button component="a" href={packet.zipUrl} size="xs" variant="light" leftSection={<IconFileZip size={14} />}>
                ZIP of the originals
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            A PDF with the summary, timeline, messages, before and after photos with their times and hashes, receipts and costs, and a ZIP with the original files.
          </Text>
        )}
        <Group>
          <Button size="xs" variant={packet && !packet.stale ? 'default' : 'filled'} onClick={() => void build()} loading={change.isPending && change.variables.action === 'packet'}>
            {packet ? 'Rebuild the packet' : 'Build the packet'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
