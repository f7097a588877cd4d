import { CLAIM_INSURERS, type ClaimInsurer, type ClaimSettings } from '@cohost/shared';
import { Alert, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

import { PageLoader } from '../../../components/ui/page-loader';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { centsFrom } from '../../../lib/number-input';
import { toastSuccess } from '../../../lib/toast';
import { useClaimSettings, usePutClaimSettings } from '../api/claim-settings';
import { FormActions, FormError } from './claim-form-parts';

const INSURER_LABELS: Record<ClaimInsurer, string> = { none: 'None', truvi: 'Truvi', other: 'Another insurer' };

function SettingsForm({ settings, onClose }: { settings: ClaimSettings; onClose(): void }) {
  const save = usePutClaimSettings();
  const [threshold, setThreshold] = useState<string | number>(settings.refundThresholdCents / 100);
  const [insurer, setInsurer] = useState<ClaimInsurer>(settings.insurer);
  const [insurerName, setInsurerName] = useState(settings.insurerName);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ refundThresholdCents: centsFrom(threshold) ?? 0, insurer, insurerName });
      toastSuccess('Claim settings saved.');
      onClose();
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'Failed to save the claim settings'));
    }
  }

  return (
    <Stack>
      <NumberInput
        label="Refund threshold ($)"
        description="Credits and refunds under this the co-host may offer on its own when your autonomy allows; above it, you decide."
        value={threshold}
        onChange={setThreshold}
        min={0}
        decimalScale={2}
        error={fields.refundThresholdCents}
      />
      <Select label="Insurer" description="Filed with beyond the platform, within 30 days of checkout." data={CLAIM_INSURERS.map((value) => ({ value, label: INSURER_LABELS[value] }))} value={insurer} onChange={(value) => value && setInsurer(value as ClaimInsurer)} allowDeselect={false} error={fields.insurer} />
      {insurer === 'other' ? <TextInput label="Insurer name" value={insurerName} onChange={(event) => setInsurerName(event.currentTarget.value)} maxLength={80} error={fields.insurerName} /> : null}
      <FormError error={error} />
      <FormActions onClose={onClose} onSave={() => void submit()} saving={save.isPending} label="Save" />
    </Stack>
  );
}

/** The workspace's claim rules: the refund threshold and the insurer. */
export function ClaimSettingsModal({ onClose }: { onClose(): void }) {
  const settings = useClaimSettings();
  return (
    <Modal opened onClose={onClose} title="Claim settings">
      {settings.isPending ? <PageLoader /> : null}
      {settings.isError ? <Alert color="red">{describeApiError(settings.error, 'Failed to load the claim settings')}</Alert> : null}
      {settings.data ? <SettingsForm settings={settings.data} onClose={onClose} /> : null}
    </Modal>
  );
}
