import type { ClaimCaseDetail, ClaimPhoto } from '@cohost/shared';
import { ActionIcon, Alert, Anchor, Badge, Box, Card, CopyButton, Group, Image, Modal, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { formatInZone, shortHash } from '../domain/claim-view';

const ROLES = [
  { role: 'before', title: 'Before the stay', empty: 'No photos from the turnover before this stay.' },
  { role: 'after', title: 'After the stay', empty: 'No photos from the turnover after this stay yet.' },
  { role: 'issue', title: "From the cleaner's report", empty: 'No photos came with the report.' },
] as const;

/** A file's hash, short on screen, in full on hover and on copy (to check a copy of the packet against). */
export function HashLine({ sha256 }: { sha256: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`SHA-256 ${sha256}`} multiline maw={320} style={{ wordBreak: 'break-all' }}>
        <Text span ff="monospace" size="xs" aria-label={`SHA-256 ${sha256}`}>
          {shortHash(sha256)}
        </Text>
      </Tooltip>
      <CopyButton value={sha256}>
        {({ copied, copy }) => (
          <ActionIcon size="xs" variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={copied ? 'Hash copied' : 'Copy the full SHA-256 hash'}>
            {copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

function captured(photo: ClaimPhoto, zone: string): string {
  return photo.takenAt ? `Taken ${formatInZone(photo.takenAt, zone, true)}` : 'No capture time';
}

function PhotoCard({ photo, zone, index, onView }: { photo: ClaimPhoto; zone: string; index: number; onView(photo: ClaimPhoto): void }) {
  const name = photo.itemLabel ?? `Photo ${index + 1}`;
  return (
    <Box>
      <Anchor
        href={photo.url}
        onClick={(event) => {
          event.preventDefault();
          onView(photo);
        }}
        aria-label={`${name}, ${captured(photo, zone)}: view full size`}
      >
        <Image src={photo.thumbnailUrl} alt={name} radius="sm" h={120} fit="cover" />
      </Anchor>
      <Text size="xs" fw={600} mt={4} lineClamp={1} title={name}>
        {name}
      </Text>
      <Text size="xs">{captured(photo, zone)}</Text>
      <Text size="xs" c="dimmed">
        by {photo.takenBy}, uploaded {formatInZone(photo.uploadedAt, zone)}
      </Text>
      <HashLine sha256={photo.sha256} />
      {photo.marks.length > 0 ? (
        <Group gap={4} mt={2}>
          {photo.marks.map((mark) => (
            <Badge key={mark} size="xs" color="orange" variant="light" leftSection={<IconAlertTriangle size={10} />} style={{ textTransform: 'none', height: 'auto', whiteSpace: 'normal' }}>
              {mark}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}

/** The photos, with their provenance: capture time on the property's clock, who took them, their hash, and any doubt. */
export function ClaimEvidenceCard({ detail }: { detail: ClaimCaseDetail }) {
  const [viewed, setViewed] = useState<ClaimPhoto | null>(null);
  const zone = detail.property.timeZone;
  const shown = ROLES.filter(({ role }) => role !== 'issue' || detail.evidence.issue.length > 0 || detail.source === 'cleaner-report');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="evidence-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="evidence-heading">
            Evidence
          </Title>
          <Text size="xs" c="dimmed">
            Times on the property's clock ({zone}).
          </Text>
        </div>
        {detail.evidence.missingBefore ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="No before photos">
            No turnover before this stay left photos, so nothing shows the state the guest found. Platforms and insurers often refuse claims without them.
          </Alert>
        ) : null}
        {!detail.stay && detail.evidence.before.length + detail.evidence.after.length + detail.evidence.issue.length === 0 ? (
          <Text size="sm" c="dimmed">
            No stay is linked, so there are no turnover photos to show.
          </Text>
        ) : null}
        {(detail.stay ? shown : shown.filter(({ role }) => detail.evidence[role].length > 0)).map(({ role, title, empty }) => {
          const photos = detail.evidence[role];
          return (
            <Box key={role} component="section" aria-label={title}>
              <Title order={3} size="h6" mb={6}>
                {title} ({photos.length})
              </Title>
              {photos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {empty}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {photos.map((photo, index) => (
                    <PhotoCard key={photo.id} photo={photo} zone={zone} index={index} onView={setViewed} />
                  ))}
                </SimpleGrid>
              )}
            </Box>
          );
        })}
      </Stack>
      <Modal opened={viewed !== null} onClose={() => setViewed(null)} size="xl" title={viewed ? `${viewed.itemLabel ?? 'Photo'}: ${captured(viewed, zone)}` : ''} closeButtonProps={{ 'aria-label': 'Close the photo' }} centered>
        {viewed ? (
          <Stack gap="xs">
            <Image src={viewed.url} alt={`${viewed.itemLabel ?? 'Photo'}, full size`} fit="contain" mah="75vh" />
            <HashLine sha256={viewed.sha256} />
            <Anchor href={viewed.url} target="_blank" rel="noreferrer" size="sm">
              Open the original in a new tab
            </Anchor>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
