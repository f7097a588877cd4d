import { CLAIM_OUTCOME_LABELS, CLAIM_OUTCOMES, CLAIM_STEP_LABELS, type ClaimCaseDetail, type ClaimOutcome, type ClaimStep } from '@cohost/shared';
import { Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { centsFrom } from '../../../lib/number-input';
import { toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase, useOfferClaimCredit } from '../api/change-claim-case';
import { money } from '../domain/claim-view';
import { FormActions, FormError } from './claim-form-parts';

const STEP_HINTS: Record<ClaimStep, string> = {
  'ask-guest': 'Cohost sends this to the guest in their conversation, with the amount to pay. Their 24 hours start when it is sent.',
  platform: "File on the platform's site with the evidence packet, then note the claim number here.",
  insurer: "File with your insurer with the evidence packet, then note the claim number here.",
};

/** Take one escalation step: ask the guest (amount and message), or record a filing with the platform or insurer. */
export function TakeStepModal({ detail, step, onClose }: { detail: ClaimCaseDetail; step: ClaimStep; onClose(): void }) {
  const change = useChangeClaimCase();
  const draft = detail.drafts.find((candidate) => candidate.step === step);
  // The items' estimate, once there is one, is newer than a draft's amount.
  const [amount, setAmount] = useState<string | number>((detail.estimateCents > 0 ? detail.estimateCents : (draft?.amountCents ?? 0)) / 100);
  const [message, setMessage] = useState(draft?.body ?? '');
  const [reference, setReference] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await change.mutateAsync({ action: 'step', caseId: detail.id, input: { step, amountCents: centsFrom(amount) ?? 0, message, reference: step === 'ask-guest' ? null : reference.trim() || null } });
      toastSuccess(step === 'ask-guest' ? "The payment request is in the guest's conversation." : `${CLAIM_STEP_LABELS[step]}: recorded.`);
      onClose();
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'The step was not taken'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={CLAIM_STEP_LABELS[step]}>
      <Stack>
        <Text size="sm" c="dimmed">
          {STEP_HINTS[step]}
        </Text>
        <NumberInput label="Amount ($)" description={`The items add up to ${money(detail.estimateCents)}.`} value={amount} onChange={setAmount} min={0} decimalScale={2} error={fields.amountCents} />
        <Textarea label={step === 'ask-guest' ? 'Message to the guest' : 'Notes'} value={message} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={4} maxLength={4000} error={fields.message} />
        {step === 'ask-guest' ? null : <TextInput label="Claim number" description="The reference the platform or insurer gave you." value={reference} onChange={(event) => setReference(event.currentTarget.value)} maxLength={120} error={fields.reference} />}
        <FormError error={error} />
        <FormActions onClose={onClose} onSave={() => void save()} saving={change.isPending} label={step === 'ask-guest' ? 'Send the request' : 'Record the filing'} />
      </Stack>
    </Modal>
  );
}

/** Offer the guest a credit or refund: the workspace's policy decides whether a person must approve it. */
export function OfferCreditModal({ detail, onClose }: { detail: ClaimCaseDetail; onClose(): void }) {
  const offer = useOfferClaimCredit();
  const [amount, setAmount] = useState<string | number>(detail.guestRequestCents ? detail.guestRequestCents / 100 : '');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      const answer = await offer.mutateAsync({ caseId: detail.id, input: { amountCents: centsFrom(amount) ?? 0, note } });
      // The policy's answer, in its words: offered at once, or waiting for a person in Approvals.
      toastSuccess(answer.decision === 'auto' ? `Credit offered: ${answer.reason}` : `The credit waits in Approvals: ${answer.reason}`);
      onClose();
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'The credit was not offered'));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Offer a credit">
      <Stack>
        <NumberInput label="Amount ($)" value={amount} onChange={setAmount} min={0} decimalScale={2} error={fields.amountCents} />
        <Textarea label="Note to the guest" value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={3} maxLength={1000} error={fields.note} />
        <FormError error={error} />
        <FormActions onClose={onClose} onSave={() => void save()} saving={offer.isPending} label="Offer it" />
      </Stack>
    </Modal>
  );
}

/** Close the case with how it ended and what was recovered. */
export function CloseCaseModal({ detail, onClose }: { detail: ClaimCaseDetail; onClose(): void }) {
  const change = useChangeClaimCase();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const [recovered, setRecovered] = useState<string | number>('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await change.mutateAsync({ action: 'close', caseId: detail.id, input: { outcome: outcome as ClaimOutcome, recoveredCents: centsFrom(recovered) ?? 0, note } });
      toastSuccess(`${detail.reference} closed.`);
      onClose();
    } catch (caught) {
      setFields(apiFieldErrors(caught));
      setError(describeApiError(caught, 'Failed to close the case'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Close ${detail.reference}`}>
      <Stack>
        <Select label="How it ended" data={CLAIM_OUTCOMES.map((value) => ({ value, label: CLAIM_OUTCOME_LABELS[value] }))} value={outcome} onChange={(value) => setOutcome(value as ClaimOutcome | null)} error={fields.outcome} required />
        <NumberInput label="Amount recovered ($)" value={recovered} onChange={setRecovered} min={0} decimalScale={2} error={fields.recoveredCents} />
        <Textarea label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} maxLength={2000} error={fields.note} />
        <FormError error={error} />
        <FormActions onClose={onClose} onSave={() => void save()} saving={change.isPending} label="Close the case" />
      </Stack>
    </Modal>
  );
}
