import type { CleaningTaskDetail } from '@cohost/shared';
import { Anchor, Box, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';


function captured(photo: CleaningPhoto, timeZone: string): string {
  if (!photo.takenAt) return 'capture time unknown';
  return `taken ${new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(photo.takenAt))}`;
}

export type CleaningPhoto = CleaningTaskDetail['photos'][number];

/** A photo someone asked to see full size, with the words its strip gives it. */
export interface ViewedPhoto {
  photo: CleaningPhoto;
  label: string;
}

/** Thumbnails through their signed links; a click asks for the photo full size. */
export function PhotoStrip({ photos, label, timeZone, onView }: { photos: CleaningPhoto[]; label: string; timeZone: string; onView(viewed: ViewedPhoto): void }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} aria-label={label}>
      {photos.map((photo, index) => (
        <Anchor
          key={photo.id}
          href={photo.url}
          onClick={(event) => {
            event.preventDefault();
            onView({ photo, label });
          }}
          aria-label={`${label} photo ${index + 1}, ${captured(photo, timeZone)}`}
          title={captured(photo, timeZone)}
        >
          <Image src={photo.thumbnailUrl} alt={`${label} photo ${index + 1}`} radius="sm" h={84} fit="cover" />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/** The photo full size, through its signed link, and a way to open the original. */
export function PhotoViewer({ viewed, timeZone, onClose }: { viewed: ViewedPhoto | null; timeZone: string; onClose(): void }) {
  return (
    <Modal opened={viewed !== null} onClose={onClose} size="xl" title={viewed ? `${viewed.label}: ${captured(viewed.photo, timeZone)}` : ''} closeButtonProps={{ 'aria-label': 'Close the photo' }} centered>
      {viewed && (
        <Stack gap="xs">
          <Image src={viewed.photo.url} alt={`${viewed.label} photo, full size`} fit="contain" mah="75vh" />
          <Anchor href={viewed.photo.url} target="_blank" rel="noreferrer" size="sm">
            Open the original in a new tab
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}

/** Before and after, side by side: the state the guest left and the state the cleaner left. */
export function BeforeAfterPhotos({ photos, timeZone, onView }: { photos: CleaningPhoto[]; timeZone: string; onView(viewed: ViewedPhoto): void }) {
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
            <PhotoStrip photos={list} label={label} timeZone={timeZone} onView={onView} />
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
