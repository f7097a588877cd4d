import { AddSeamLockInputSchema, type SeamDevice } from '@cohost/shared';
import { Alert, Button, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { SubmitForm } from '../../../components/ui/submit-form';
import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAddSeamLock } from '../api/add-seam-lock';
import { useSeamDevices } from '../api/list-seam-devices';

interface AddSeamLockModalProps {
  opened: boolean;
  properties: Array<{ id: string; name: string }>;
  onClose(): void;
}

/** "Add a lock from Seam": one of the Seam account's locks, put on a property. */
export function AddSeamLockModal({ opened, properties, onClose }: AddSeamLockModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a lock from Seam" size="lg">
      {opened && <AddSeamLockForm properties={properties} onDone={onClose} />}
    </Modal>
  );
}

function AddSeamLockForm({ properties, onDone }: { properties: AddSeamLockModalProps['properties']; onDone(): void }) {
  const devices = useSeamDevices(true);
  const [deviceId, setDeviceId] = useState('');
  const [propertyId, setPropertyId] = useState(properties[0]?.id ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiError | null>(null);
  const add = useAddSeamLock();

  async function submit() {
    setProblem(null);
    const checked = AddSeamLockInputSchema.safeParse({ deviceId, propertyId });
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    try {
      const lock = await add.mutateAsync(checked.data);
      toastSuccess(`${lock.name} added: stays at the property get codes for it.`);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setProblem(error instanceof ApiError ? error : null);
    }
  }

  if (devices.isPending) return <Loader aria-label="Asking Seam for your locks" />;
  if (devices.isError) return <Alert color="red">{describeApiError(devices.error, 'Failed to list the locks in your Seam account')}</Alert>;
  const list = devices.data.devices;
  if (list.length === 0) {
    return (
      <Text size="sm">
        Your Seam account has no lock left to add. Connect your lock account first ("Connect your lock account"), or check in Seam's console that its locks are there.
      </Text>
    );
  }

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <Radio.Group label="Lock" required value={deviceId} error={errors.deviceId} onChange={setDeviceId}>
          <Stack gap="xs" mt={4}>
            {list.map((device) => (
              <Radio key={device.deviceId} value={device.deviceId} disabled={!device.canProgramCodes} label={device.name} description={describeDevice(device)} />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label="Property"
          required
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
          value={propertyId || null}
          error={errors.propertyId}
          onChange={(value) => setPropertyId(value ?? '')}
          allowDeselect={false}
        />
        {problem && Object.keys(errors).length === 0 && <Alert color="red">{describeApiError(problem, 'Failed to add the lock')}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add lock
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function describeDevice(device: SeamDevice): string {
  const parts = [[device.manufacturer, device.model].filter(Boolean).join(' '), device.online ? 'online' : 'offline'];
  if (device.batteryPercent !== null) parts.push(`battery ${device.batteryPercent}%`);
  if (!device.canProgramCodes) parts.push('cannot take access codes over the internet, so Cohost cannot give guests codes for it');
  return parts.join(' · ');
}
