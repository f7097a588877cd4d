import { Button, CloseButton, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { sendPortalPhoto } from '../api/upload-portal-photo';
import { refusalOf } from './portal-format';

interface PhotoPickerProps {
  taskId: string;
  /** The button's words: "Add before photos". */
  label: string;
  /** Called with each photo once sent in full (attach it to the task, or keep its id for a report). */
  onSent(uploadId: string): Promise<void>;
  /** Photos that are done disappear from the picker once the task shows them. */
  clearWhenSent?: boolean;
  disabled?: boolean;
  /** A small button (a checklist item's photo). */
  size?: 'sm' | 'compact-xs';
}

interface Pending {
  key: string;
  file: File;
  preview: string;
  sent: number;
  /** The server's upload, once started: "Try again" continues it rather than starting over. */
  uploadId: string | null;
  state: 'sending' | 'done' | 'failed';
  error: string | null;
}

/**
 * Several photos at once, from the phone's camera or its gallery: previewed at once, each sent in
 * parts with its progress, resumed by itself when the connection drops, refused with a clear
 * reason when too large or not a photo.
 */
export function PhotoPicker({ taskId, label, onSent, clearWhenSent = true, disabled, size = 'sm' }: PhotoPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<Pending>) => setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: Pending) {
    let started = item.uploadId;
    try {
      const uploadId = await sendPortalPhoto(item.file, {
        taskId,
        ...(started ? { uploadId: started } : {}),
        onStarted: (id) => {
          started = id;
          update(item.key, { uploadId: id });
        },
        onProgress: ({ sent }) => update(item.key, { sent }),
      });
      await onSent(uploadId);
      update(item.key, { state: 'done', sent: item.file.size });
      if (clearWhenSent) {
        setPending((list) => list.filter((other) => other.key !== item.key));
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
    } catch (error) {
      // A refusal of the file itself (too large, not a photo) or an expired upload starts over next time.
      const isFileRefused = error instanceof ApiError && error.status !== null && [404, 413, 415, 422].includes(error.status);
      update(item.key, { state: 'failed', uploadId: isFileRefused ? null : started, error: describeApiError(error, 'The photo could not be sent. Check the connection and try again.') });
    }
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const refused: string[] = [];
    const chosen: Pending[] = [];
    for (const file of Array.from(files)) {
      const refusal = refusalOf(file);
      if (refusal) {
        refused.push(refusal);
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      chosen.push({ key: preview, file, preview, sent: 0, uploadId: null, state: 'sending', error: null });
    }
    setRefusals(refused);
    setPending((list) => [...list, ...chosen]);
    for (const item of chosen) void send(item);
    if (input.current) input.current.value = '';
  }

  function retry(item: Pending) {
    update(item.key, { state: 'sending', error: null });
    void send({ ...item, state: 'sending' });
  }

  function remove(item: Pending) {
    setPending((list) => list.filter((other) => other.key !== item.key));
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
  }

  return (
    <Stack gap="xs">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        aria-label={label}
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        onChange={(event) => choose(event.currentTarget.files)}
      />
      <Button component="label" htmlFor={inputId} variant="light" size={size} leftSection={<IconCamera size={size === 'sm' ? 16 : 12} aria-hidden />} disabled={disabled} aria-hidden tabIndex={-1} style={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
      {refusals.map((refusal) => (
        <Text key={refusal} size="sm" c="red" role="alert">
          {refusal}
        </Text>
      ))}
      {pending.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
          {pending.map((item) => (
            <Paper key={item.key} withBorder radius="sm" p={4} pos="relative">
              <Image src={item.preview} alt={`Preview of ${item.file.name}`} h={80} fit="cover" radius="xs" />
              {item.state === 'sending' && (
                <Progress mt={4} size="sm" value={item.file.size ? (item.sent / item.file.size) * 100 : 0} aria-label={`Sending ${item.file.name}`} />
              )}
              {item.state === 'done' && (
                <Group gap={4} mt={4}>
                  <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />
                  <Text size="xs">Sent</Text>
                </Group>
              )}
              {item.state === 'failed' && (
                <Stack gap={2} mt={4}>
                  <Text size="xs" c="red" role="alert">
                    {item.error}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => retry(item)}>
                      Try again
                    </Button>
                    <CloseButton size="sm" aria-label={`Remove ${item.file.name}`} onClick={() => remove(item)} />
                  </Group>
                </Stack>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
