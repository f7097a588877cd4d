import { CLAIM_REPAIR_STATUS_LABELS, CLAIM_REPAIR_STATUSES, type ClaimCaseDetail, type ClaimRepairStatus } from '@cohost/shared';
import { Button, Card, Group, NumberInput, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { centsFrom } from '../../../lib/number-input';
import { toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase } from '../api/change-claim-case';

/** What the guest asked for, the host's decision, and where the repair stands. */
export function ClaimDecisionCard({ detail }: { detail: ClaimCaseDetail }) {
  const change = useChangeClaimCase();
  const [guestRequest, setGuestRequest] = useState(detail.guestRequest);
  const [guestRequestAmount, setGuestRequestAmount] = useState<string | number>(detail.guestRequestCents === null ? '' : detail.guestRequestCents / 100);
  const [decision, setDecision] = useState(detail.decision);
  const [repairStatus, setRepairStatus] = useState<ClaimRepairStatus>(detail.repairStatus);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await change.mutateAsync({ action: 'update', caseId: detail.id, input: { guestRequest, guestRequestCents: centsFrom(guestRequestAmount), decision, repairStatus } });
      setFields({});
      toastSuccess(`${detail.reference} saved.`);
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'Failed to save the case'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="decision-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="decision-heading">
          {detail.kind === 'complaint' ? 'Request and decision' : 'Repair and decision'}
        </Title>
        {detail.kind === 'damage' ? (
          <Select label="Repair status" data={CLAIM_REPAIR_STATUSES.map((value) => ({ value, label: CLAIM_REPAIR_STATUS_LABELS[value] }))} value={repairStatus} onChange={(value) => value && setRepairStatus(value as ClaimRepairStatus)} allowDeselect={false} error={fields.repairStatus} />
        ) : null}
        <Textarea label="What the guest asked for" value={guestRequest} onChange={(event) => setGuestRequest(event.currentTarget.value)} autosize minRows={2} maxLength={2000} error={fields.guestRequest} />
        <NumberInput label="Amount the guest asked for ($)" value={guestRequestAmount} onChange={setGuestRequestAmount} min={0} decimalScale={2} error={fields.guestRequestCents} />
        <Textarea label="Your decision" value={decision} onChange={(event) => setDecision(event.currentTarget.value)} autosize minRows={2} maxLength={2000} error={fields.decision} />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void save()} loading={change.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
