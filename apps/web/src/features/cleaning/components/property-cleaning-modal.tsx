import { ChecklistTemplateSchema, CleaningPropertySettingsSchema, type ChecklistTemplate } from '@cohost/shared';
import { ActionIcon, Alert, Button, Card, Checkbox, Divider, Group, Loader, Modal, NumberInput, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useChecklistTemplate } from '../api/get-checklist-template';
import { useCleaningPropertySettings } from '../api/get-cleaning-property-settings';
import { useSaveChecklistTemplate } from '../api/save-checklist-template';
import { useSaveCleaningPropertySettings } from '../api/save-cleaning-property-settings';
import {
  addItem,
  addRoom,
  cleanDraft,
  countItems,
  draftProblems,
  freshKey,
  moveItem,
  removeItem,
  removeRoom,
  renameRoom,
  SHORT_CHECKLIST_ITEMS,
  updateItem,
  type DraftRoom,
} from '../domain/checklist-draft';

interface PropertyCleaningModalProps {
  property: { id: string; name: string } | null;
  onClose(): void;
}

/** A property's cleaning: the window of a turnover with no next check-in, and the checklist its cleanings start from. */
export function PropertyCleaningModal({ property, onClose }: PropertyCleaningModalProps) {
  return (
    <Modal opened={property !== null} onClose={onClose} size="lg" title={property ? `${property.name}: cleaning` : 'Cleaning'}>
      {property && (
        <Stack gap="lg">
          <WindowForm propertyId={property.id} />
          <Divider />
          <ChecklistEditor propertyId={property.id} onSaved={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

function WindowForm({ propertyId }: { propertyId: string }) {
  const settings = useCleaningPropertySettings(propertyId);
  if (settings.isPending) return <Loader size="sm" aria-label="Loading the cleaning settings" />;
  if (settings.isError) return <Alert color="red">{describeApiError(settings.error, 'Failed to load the cleaning settings')}</Alert>;
  return <WindowFields key={propertyId} propertyId={propertyId} initial={settings.data} />;
}

function WindowFields({ propertyId, initial }: { propertyId: string; initial: { openWindowHours: number; expectedMinutes: number } }) {
  const [hours, setHours] = useState<number | string>(initial.openWindowHours);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCleaningPropertySettings();

  async function submit() {
    const checked = CleaningPropertySettingsSchema.safeParse({ ...initial, openWindowHours: typeof hours === 'number' ? hours : Number.NaN });
    if (!checked.success) return setError(zodFieldErrors(checked.error).openWindowHours ?? 'Between 1 and 72 hours.');
    setError(null);
    try {
      await save.mutateAsync({ propertyId, input: checked.data });
      toastSuccess('Cleaning window saved.');
    } catch (failure) {
      setError(apiFieldErrors(failure).openWindowHours ?? describeApiError(failure, 'Failed to save the window'));
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          When nobody is booked next
        </Title>
        <Group align="flex-end" gap="xs">
          <NumberInput
            label="Hours after checkout to clean"
            description="A turnover with no next check-in must be done within this many hours (1 to 72)."
            value={hours}
            onChange={setHours}
            min={1}
            max={72}
            allowDecimal={false}
            error={error}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="default" loading={save.isPending}>
            Save window
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function toDraft(template: ChecklistTemplate): DraftRoom[] {
  const rooms: DraftRoom[] = [];
  for (const room of template.rooms) {
    const items: DraftRoom['items'] = [];
    for (const item of room.items) items.push({ key: item.key ?? freshKey(item.label, items.map((taken) => taken.key)), label: item.label, needsPhoto: item.needsPhoto });
    rooms.push({ key: room.key ?? freshKey(room.name, rooms.map((taken) => taken.key)), name: room.name, items });
  }
  return rooms;
}

function ChecklistEditor({ propertyId, onSaved }: { propertyId: string; onSaved(): void }) {
  const template = useChecklistTemplate(propertyId);
  if (template.isPending) return <Loader size="sm" aria-label="Loading the checklist" />;
  if (template.isError) return <Alert color="red">{describeApiError(template.error, 'Failed to load the checklist')}</Alert>;
  return <ChecklistFields key={propertyId} propertyId={propertyId} initial={toDraft(template.data)} onSaved={onSaved} />;
}

function ChecklistFields({ propertyId, initial, onSaved }: { propertyId: string; initial: DraftRoom[]; onSaved(): void }) {
  const [rooms, setRooms] = useState(initial);
  const [newRoom, setNewRoom] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveChecklistTemplate();
  const total = countItems(rooms);

  async function submit() {
    setProblem(null);
    const found = draftProblems(rooms);
    if (Object.keys(found).length > 0) return setProblems(found);
    setProblems({});
    const checked = ChecklistTemplateSchema.safeParse({ rooms: cleanDraft(rooms) });
    if (!checked.success) return setProblem(Object.values(zodFieldErrors(checked.error))[0] ?? 'Check the checklist.');
    try {
      await save.mutateAsync({ propertyId, template: checked.data });
      toastSuccess('Checklist saved: new cleanings use it.');
      onSaved();
    } catch (failure) {
      setProblem(Object.values(apiFieldErrors(failure))[0] ?? describeApiError(failure, 'Failed to save the checklist'));
    }
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            Checklist
          </Title>
          <Text size="xs" c="dimmed">
            Rooms and short items, ticked by the cleaner on their phone. Tick &quot;Photo&quot; for the items they must prove with a photo. New cleanings use it; ones already made keep theirs.
          </Text>
        </div>
        {total > SHORT_CHECKLIST_ITEMS && (
          <Alert color="yellow" variant="light">
            {total} items: long checklists go unticked. Keep what matters most.
          </Alert>
        )}
        {problems[''] && (
          <Text size="sm" c="red">
            {problems['']}
          </Text>
        )}
        {rooms.map((room) => (
          <Card key={room.key} withBorder radius="md" padding="sm" component="fieldset" aria-label={room.name || 'New room'} style={{ margin: 0 }}>
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput aria-label="Room name" placeholder="Room name" value={room.name} onChange={(event) => setRooms(renameRoom(rooms, room.key, event.currentTarget.value))} error={problems[room.key]} style={{ flex: 1 }} fw={600} maxLength={60} />
                <Tooltip label="Remove this room">
                  <ActionIcon variant="subtle" color="red" onClick={() => setRooms(removeRoom(rooms, room.key))} aria-label={`Remove ${room.name || 'this room'}`} mt={4}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              {room.items.map((item, index) => (
                // On a phone the item's words take the row and its controls wrap under them.
                <Group key={item.key} gap={6} wrap="wrap">
                  <TextInput
                    aria-label={`${room.name || 'Room'} item ${index + 1}`}
                    placeholder="A short item"
                    value={item.label}
                    onChange={(event) => setRooms(updateItem(rooms, room.key, item.key, { label: event.currentTarget.value }))}
                    size="xs"
                    style={{ flex: '1 1 220px' }}
                    maxLength={120}
                  />
                  <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
                    <Checkbox label="Photo" size="xs" checked={item.needsPhoto} onChange={(event) => setRooms(updateItem(rooms, room.key, item.key, { needsPhoto: event.currentTarget.checked }))} aria-label={`${item.label || 'Item'} needs a photo`} />
                    <ActionIcon size="sm" variant="subtle" color="gray" disabled={index === 0} onClick={() => setRooms(moveItem(rooms, room.key, item.key, -1))} aria-label={`Move ${item.label || 'item'} up`}>
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon size="sm" variant="subtle" color="gray" disabled={index === room.items.length - 1} onClick={() => setRooms(moveItem(rooms, room.key, item.key, 1))} aria-label={`Move ${item.label || 'item'} down`}>
                      <IconArrowDown size={14} />
                    </ActionIcon>
                    <ActionIcon size="sm" variant="subtle" color="red" onClick={() => setRooms(removeItem(rooms, room.key, item.key))} aria-label={`Remove ${item.label || 'item'}`}>
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
              <Group>
                <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={() => setRooms(addItem(rooms, room.key, ''))}>
                  Add item
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <Group gap="xs" align="flex-end">
          <TextInput label="New room" placeholder="e.g. Bathroom" value={newRoom} onChange={(event) => setNewRoom(event.currentTarget.value)} size="xs" style={{ flex: '1 1 200px' }} maxLength={60} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={12} />}
            onClick={() => {
              setRooms(addRoom(rooms, newRoom.trim()));
              setNewRoom('');
            }}
          >
            Add room
          </Button>
        </Group>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {total} {total === 1 ? 'item' : 'items'} in {rooms.length} {rooms.length === 1 ? 'room' : 'rooms'}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save checklist
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
