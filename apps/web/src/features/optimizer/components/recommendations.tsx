import { Alert, Badge, Button, Group, List, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';

import { DetailLines } from '../../../components/ui/detail-lines';
import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useApplySuggestion } from '../api/apply-suggestion';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { useSuggestions, type Suggestion } from '../api/list-suggestions';

const PRIORITY_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'gray' };

const isPricing = (suggestion: Suggestion) => suggestion.kind === 'listing.pricing-change';

interface Line {
  label: string;
  value: string;
}
const lines = (value: unknown): Line[] => (Array.isArray(value) ? value.filter((line): line is Line => typeof line?.label === 'string' && typeof line?.value === 'string') : []);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((step): step is string => typeof step === 'string') : []);

/** What a suggestion's payload says (the properties module's 'knowledge.add-answer' and 'listing.pricing-change'). */
function facts(suggestion: Suggestion) {
  const payload = suggestion.payload;
  return {
    type: typeof payload.type === 'string' ? payload.type : 'description',
    priority: typeof payload.priority === 'string' ? payload.priority : 'low',
    answer: typeof payload.answer === 'string' ? payload.answer : '',
    topic: typeof payload.topic === 'string' ? payload.topic : 'this',
  };
}

/** The recommendations: questions guests keep asking that the knowledge base does not answer, and what the calendar says about prices; each with Apply and Dismiss. */
export function Recommendations({ propertyId }: { propertyId: string | undefined }) {
  const suggestions = useSuggestions(propertyId);
  const [applying, setApplying] = useState<Suggestion | null>(null);
  const [dismissing, setDismissing] = useState<Suggestion | null>(null);
  const items = suggestions.data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Recommendations">
      <Title order={2} size="h3">
        Recommendations
      </Title>
      {suggestions.isError ? <Alert color="red">{describeApiError(suggestions.error, 'Failed to load the suggestions')}</Alert> : null}
      {suggestions.data && items.length === 0 ? (
        <EmptyStatePanel
          icon={<IconBulb size={28} stroke={1.6} />}
          title="No recommendations right now"
          description="When guests of three or more stays ask something your knowledge base does not answer, or your calendar shows unsold gap nights, last-minute or far-out bookings or quiet weekdays, Cohost suggests what to change here."
        />
      ) : null}
      {items.map((suggestion) => {
        const { type, priority } = facts(suggestion);
        return (
          <Paper key={suggestion.id} withBorder radius="md" p="md" component="article" aria-label={suggestion.title}>
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light">{type}</Badge>
                <Badge variant="light" color={PRIORITY_COLOR[priority] ?? 'gray'}>
                  {priority} priority
                </Badge>
                {suggestion.propertyName ? (
                  <Text size="sm" c="dimmed">
                    {suggestion.propertyName}
                  </Text>
                ) : null}
              </Group>
              <Text fw={600}>{suggestion.title}</Text>
              <DetailLines lines={suggestion.details} />
              <Group gap="xs">
                <Button size="xs" onClick={() => setApplying(suggestion)}>
                  Apply
                </Button>
                <Button size="xs" variant="default" onClick={() => setDismissing(suggestion)}>
                  Dismiss
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Modal opened={applying !== null} onClose={() => setApplying(null)} title={applying && isPricing(applying) ? 'Apply this pricing change' : 'Add this answer to the knowledge base'}>
        {applying && (isPricing(applying) ? <ApplyPricingForm key={applying.id} suggestion={applying} onDone={() => setApplying(null)} /> : <ApplyForm key={applying.id} suggestion={applying} onDone={() => setApplying(null)} />)}
      </Modal>
      <Modal opened={dismissing !== null} onClose={() => setDismissing(null)} title="Dismiss this suggestion?">
        {dismissing && <DismissForm key={dismissing.id} suggestion={dismissing} onDone={() => setDismissing(null)} />}
      </Modal>
    </Stack>
  );
}

function ApplyForm({ suggestion, onDone }: { suggestion: Suggestion; onDone(): void }) {
  const [answer, setAnswer] = useState(facts(suggestion).answer);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplySuggestion();
  async function submit() {
    try {
      await apply.mutateAsync({ id: suggestion.id, version: suggestion.version, answer });
      toastSuccess('Added to the knowledge base: the co-host answers it from now on.');
      onDone();
    } catch (failure) {
      const field = apiFieldErrors(failure)['edits.answer'];
      if (field) setError(field);
      else toastError(describeApiError(failure, 'The suggestion was not applied'));
    }
  }
  return (
    <form
      aria-label="Apply suggestion"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm">
          Guests get this when they ask about {facts(suggestion).topic}. {facts(suggestion).answer ? 'It starts from your own reply to a guest; edit it first.' : 'Write what guests should know.'}
        </Text>
        <Textarea label="Answer" autosize minRows={3} maxLength={5000} value={answer} error={error} onChange={(event) => setAnswer(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" loading={apply.isPending}>
            Add to knowledge base
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A pricing change: the exact values to type into the platform or pricing tool and the steps; applying records it (and sets Cohost's copy of a minimum stay). */
function ApplyPricingForm({ suggestion, onDone }: { suggestion: Suggestion; onDone(): void }) {
  const apply = useApplySuggestion();
  const values = lines(suggestion.payload.values);
  const checklist = texts(suggestion.payload.checklist);
  const effect = typeof suggestion.payload.effect === 'string' ? suggestion.payload.effect : '';
  const setsMinStay = suggestion.payload.rule === 'min-stay';
  async function submit() {
    try {
      await apply.mutateAsync({ id: suggestion.id, version: suggestion.version });
      toastSuccess(setsMinStay ? "Applied: Cohost's copy of the minimum stay is updated." : 'Applied: keep these values on the platform.');
      onDone();
    } catch (failure) {
      toastError(describeApiError(failure, 'The suggestion was not applied'));
    }
  }
  return (
    <form
      aria-label="Apply suggestion"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm">Cohost cannot change the platform for you. Type these values in, then apply.</Text>
        <DetailLines lines={values} />
        <List type="ordered" size="sm" spacing={4}>
          {checklist.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {effect ? (
          <Text size="sm" c="dimmed">
            {effect}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" loading={apply.isPending}>
            I made the change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DismissForm({ suggestion, onDone }: { suggestion: Suggestion; onDone(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dismiss = useDismissSuggestion();
  async function submit() {
    try {
      await dismiss.mutateAsync({ id: suggestion.id, version: suggestion.version, reason });
      toastSuccess(isPricing(suggestion) ? 'Dismissed. It comes back only if your calendar changes.' : 'Dismissed. It comes back only if more stays ask.');
      onDone();
    } catch (failure) {
      const field = apiFieldErrors(failure).reason;
      if (field) setError(field);
      else toastError(describeApiError(failure, 'The suggestion was not dismissed'));
    }
  }
  return (
    <form
      aria-label="Dismiss suggestion"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Textarea label="Reason" required maxLength={500} value={reason} error={error} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" color="red" loading={dismiss.isPending}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
