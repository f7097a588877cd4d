import { CLAIM_STEP_LABELS, type ClaimCaseDetail, type ClaimStep } from '@cohost/shared';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeClaimCase } from '../api/change-claim-case';
import { DEADLINE_STATE_LABELS, deadlineLine, formatInZone, money } from '../domain/claim-view';
import { CloseCaseModal, OfferCreditModal, TakeStepModal } from './claim-action-modals';
import { useMinute } from './use-minute';

type Open = { modal: 'step'; step: ClaimStep } | { modal: 'credit' } | { modal: 'close' } | null;

const CREDIT_STATUS = { waiting: { label: 'Waiting for approval', color: 'orange' }, given: { label: 'Given', color: 'green' }, denied: { label: 'Denied', color: 'gray' } } as const;

/** What to do now: the clocks with their countdowns and notes, the steps the rules allow (or why not), and the buttons. */
export function NextStepPanel({ detail }: { detail: ClaimCaseDetail }) {
  const now = useMinute();
  const change = useChangeClaimCase();
  const [open, setOpen] = useState<Open>(null);
  const zone = detail.property.timeZone;
  const isClosed = detail.status === 'closed';
  // No step open, all for one reason (a complaint, a closed case): said once rather than three times.
  const reasons = new Set(detail.steps.map((step) => step.reason));
  const sharedReason = detail.steps.length > 0 && detail.steps.every((step) => !step.allowed) && reasons.size === 1 ? (detail.steps[0]?.reason ?? null) : null;

  async function reopen() {
    try {
      await change.mutateAsync({ action: 'reopen', caseId: detail.id });
      toastSuccess(`${detail.reference} reopened.`);
    } catch (caught) {
      toastError(describeApiError(caught, 'Failed to reopen the case'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-step-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-step-heading">
          Next step
        </Title>
        <Text>{detail.nextStep}</Text>

        {/* A closed case's clocks no longer matter: no countdowns on it. */}
        {isClosed ? null : detail.deadlines.length > 0 ? (
          <Stack gap="xs" aria-label="Deadlines">
            {detail.deadlines.map((deadline) => {
              const line = deadlineLine(deadline, now);
              return (
                <div key={deadline.key}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} c={line.color === 'gray' ? 'dimmed' : line.color}>
                      {line.text}
                    </Text>
                    <Badge size="sm" variant="light" color={line.color}>
                      {DEADLINE_STATE_LABELS[line.state]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {deadline.label}: due {formatInZone(deadline.dueAt, zone, true)}
                    {deadline.opensAt ? `, opens ${formatInZone(deadline.opensAt, zone, true)}` : ''}
                  </Text>
                  {deadline.note ? <Text size="sm">{deadline.note}</Text> : null}
                </div>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No deadline runs on this case.
          </Text>
        )}

        {detail.steps.length > 0 && !isClosed ? <Divider /> : null}
        {sharedReason !== null && !isClosed ? (
          <Text size="sm" c="dimmed">
            Escalation: {sharedReason}
          </Text>
        ) : null}
        {sharedReason !== null || isClosed ? null : detail.steps.map((step) => (
          <div key={step.step}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {CLAIM_STEP_LABELS[step.step]}
              </Text>
              <Button size="xs" variant={step.allowed ? 'filled' : 'default'} disabled={!step.allowed || isClosed} onClick={() => setOpen({ modal: 'step', step: step.step })}>
                {CLAIM_STEP_LABELS[step.step]}
              </Button>
            </Group>
            {step.reason ? (
              <Text size="sm" c={step.allowed ? 'dimmed' : 'orange.8'}>
                {step.allowed ? step.reason : `Not now: ${step.reason}`}
              </Text>
            ) : null}
            {step.exclusions.length > 0 ? (
              <Text size="xs" c="dimmed">
                Not covered: {step.exclusions.join(', ')}.
              </Text>
            ) : null}
          </div>
        ))}

        {detail.history.length > 0 ? (
          <>
            <Divider />
            <Text size="sm" fw={600}>
              Steps taken
            </Text>
            <List size="sm" spacing={2}>
              {detail.history.map((taken) => (
                <List.Item key={`${taken.step}-${taken.at}`}>
                  {CLAIM_STEP_LABELS[taken.step]}, {formatInZone(taken.at, zone)} by {taken.by}: {money(taken.amountCents)}
                  {taken.reference ? ` (claim ${taken.reference})` : ''}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}

        {detail.credits.length > 0 ? (
          <>
            <Divider />
            <Text size="sm" fw={600}>
              Credits and refunds
            </Text>
            {detail.credits.map((credit) => (
              <Group key={credit.id} gap="xs">
                <Text size="sm">
                  {money(credit.amountCents)}, {formatInZone(credit.at, zone)}
                  {credit.note ? `: ${credit.note}` : ''}
                </Text>
                <Badge size="sm" variant="light" color={CREDIT_STATUS[credit.status].color}>
                  {CREDIT_STATUS[credit.status].label}
                </Badge>
              </Group>
            ))}
          </>
        ) : null}

        {detail.drafts.length > 0 ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={detail.drafts.length === 1 ? 'A draft waits for you' : `${detail.drafts.length} drafts wait for you`}>
            <Stack gap="xs">
              {detail.drafts.map((draft) => (
                <div key={draft.approvalId}>
                  <Text size="sm" fw={600}>
                    {draft.title}
                    {draft.amountCents !== null && !draft.title.includes(money(draft.amountCents)) ? ` · ${money(draft.amountCents)}` : ''}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {draft.body}
                  </Text>
                </div>
              ))}
              <Anchor component={Link} to="/approvals" size="sm">
                Review in Approvals
              </Anchor>
            </Stack>
          </Alert>
        ) : null}

        <Divider />
        <Group gap="xs">
          {isClosed ? (
            <Button variant="default" onClick={() => void reopen()} loading={change.isPending}>
              Reopen
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={() => setOpen({ modal: 'credit' })} disabled={!detail.stay}>
                Offer a credit
              </Button>
              <Button variant="default" color="gray" onClick={() => setOpen({ modal: 'close' })}>
                Close the case
              </Button>
            </>
          )}
        </Group>
      </Stack>
      {open?.modal === 'step' ? <TakeStepModal detail={detail} step={open.step} onClose={() => setOpen(null)} /> : null}
      {open?.modal === 'credit' ? <OfferCreditModal detail={detail} onClose={() => setOpen(null)} /> : null}
      {open?.modal === 'close' ? <CloseCaseModal detail={detail} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
