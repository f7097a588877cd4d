import type { CleaningTaskDetail } from '@cohost/shared';
import { Anchor, Box, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type CleaningPhoto = CleaningTaskDetail['photos'][number];


function captured(photo: CleaningPhoto, timeZone: string): string {
  if (!photo.takenAt) return 'capture time unknown';
  return `taken ${new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(photo.takenAt))}`;
}

/** Thumbnails through their signed links; a click shows the photo full size. */
export function PhotoStrip({ photos, label, timeZone }: { photos: CleaningPhoto[]; label: string; timeZone: string }) {
  const [open, setOpen] = useState<CleaningPhoto | null>(null);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} aria-label={label}>
        {photos.map((photo, index) => (
          <Anchor
            key={photo.id}
            href={photo.url}
            onClick={(event) => {
              event.preventDefault();
              setOpen(photo);
            }}
            aria-label={`${label} photo ${index + 1}, ${captured(photo, timeZone)}`}
            title={captured(photo, timeZone)}
          >
            <Image src={photo.thumbnailUrl} alt={`${label} photo ${index + 1}`} radius="sm" h={84} fit="cover" />
          </Anchor>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="xl" title={open ? `${label}: ${captured(open, timeZone)}` : label} centered>
        {open && (
          <Stack gap="xs">
            <Image src={open.url} alt={`${label} photo, full size`} fit="contain" mah="75vh" />
            <Anchor href={open.url} target="_blank" rel="noreferrer" size="sm">
              Open the original in a new tab
            </Anchor>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** Before and after, side by side: the state the guest left and the state the cleaner left. */
export function BeforeAfterPhotos({ photos, timeZone }: { photos: CleaningPhoto[]; timeZone: string }) {
  const before = photos.filter((photo) => photo.phase === 'before');
  const after = photos.filter((photo) => photo.phase === 'after');
  if (before.length === 0 && after.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No photos yet. The cleaner takes them from the portal before and after cleaning.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="sm">
      {(
        [
          ['Before', before],
          ['After', after],
        ] as const
      ).map(([label, list]) => (
        <Box key={label} component="section" aria-label={`${label} photos`}>
          <Text size="sm" fw={600} mb={4}>
            {label} ({list.length})
          </Text>
          {list.length === 0 ? (
            <Text size="xs" c="dimmed">
              None taken.
            </Text>
          ) : (
            <PhotoStrip photos={list} label={label} timeZone={timeZone} />
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
