import { Alert, Anchor, Badge, Button, Checkbox, CopyButton, Group, List, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DetailLines } from '../../../components/ui/detail-lines';
import { EmptyStatePanel } from '../../../components/ui/empty-state-panel';
import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useApplySuggestion } from '../api/apply-suggestion';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { useSuggestions, type Suggestion } from '../api/list-suggestions';

const PRIORITY_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'gray' };

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

const isPricing = (suggestion: Suggestion) => suggestion.kind === 'listing.pricing-change';

interface Line {
  label: string;
  value: string;
}
const lines = (value: unknown): Line[] => (Array.isArray(value) ? value.filter((line): line is Line => typeof line?.label === 'string' && typeof line?.value === 'string') : []);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((step): step is string => typeof step === 'string') : []);

/** What the suggestion's payload says (properties' 'knowledge.add-answer', 'listing.fix-problem', 'listing.improve-content', 'listing.pricing-change'). */
function facts(suggestion: Suggestion) {
  const payload = suggestion.payload;
  const evidence = Array.isArray(payload.evidence) ? payload.evidence : [];
  return {
    kind: suggestion.kind,
    type: str(payload.type, 'description'),
    priority: str(payload.priority, 'low'),
    answer: str(payload.answer),
    topic: str(payload.topic, 'this'),
    text: str(payload.text),
    target: str(payload.target, 'none'),
    knowledgeField: str(payload.knowledgeField),
    checklist: texts(payload.checklist),
    /** Complaint and damage cases the problem came from (links to /claims). */
    cases: evidence.flatMap((item) =>
      item && typeof item === 'object' && 'source' in item && item.source === 'claim' && 'id' in item && typeof item.id === 'string' ? [{ id: item.id, label: str('label' in item ? item.label : '', 'Case') }] : [],
    ),
  };
}

/** Lines the card shows itself (priority and type as badges, the checklist with boxes, the cases as links) are not repeated from the details. */
const SHOWN_APART = new Set(['Priority', 'Checklist', 'Reports']);

/** The recommendations: questions guests keep asking, problems they keep reporting, gaps in the listing and what the calendar says about prices, each with Apply and Dismiss. */
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
          description="Cohost suggests here when guests of three or more stays ask something your knowledge base does not answer, when a problem comes up in three or more stays, when a listing misses something, and when your calendar shows unsold gap nights, last-minute or far-out bookings, quiet weekdays, or busy and quiet months coming up as last year's were."
        />
      ) : null}
      {items.map((suggestion) => {
        const { type, priority, cases } = facts(suggestion);
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
              <DetailLines lines={suggestion.details.filter((line) => !SHOWN_APART.has(line.label))} />
              {cases.length ? (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Cases:
                  </Text>
                  {cases.map((item) => (
                    <Anchor key={item.id} component={Link} to={`/claims/${item.id}`} size="sm">
                      {item.label}
                    </Anchor>
                  ))}
                </Group>
              ) : null}
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
      <Modal opened={applying !== null} onClose={() => setApplying(null)} title={applying ? (APPLY_TITLE[applying.kind] ?? 'Apply this suggestion') : ''} size="lg">
        {applying ? (
          applying.kind === 'knowledge.add-answer' ? (
            <ApplyForm key={applying.id} suggestion={applying} onDone={() => setApplying(null)} />
          ) : isPricing(applying) ? (
            <ApplyPricingForm key={applying.id} suggestion={applying} onDone={() => setApplying(null)} />
          ) : (
            <ChecklistForm key={applying.id} suggestion={applying} onDone={() => setApplying(null)} />
          )
        ) : null}
      </Modal>
      <Modal opened={dismissing !== null} onClose={() => setDismissing(null)} title="Dismiss this suggestion?">
        {dismissing && <DismissForm key={dismissing.id} suggestion={dismissing} onDone={() => setDismissing(null)} />}
      </Modal>
    </Stack>
  );
}

const APPLY_TITLE: Record<string, string> = {
  'knowledge.add-answer': 'Add this answer to the knowledge base',
  'listing.fix-problem': 'Fix this problem',
  'listing.improve-content': 'Improve the listing',
  'listing.pricing-change': 'Apply this pricing change',
};

/** What applying does, said before the host applies it. */
function applyEffect(suggestion: Suggestion): string {
  const { kind, target, knowledgeField } = facts(suggestion);
  if (kind === 'listing.fix-problem') return knowledgeField ? 'Applying marks the checklist done and adds the text (if any) to the knowledge base.' : 'Applying marks the checklist done.';
  if (target === 'title' || target === 'description') return `Applying changes the ${target} in Cohost’s copy of the listing; paste it on each platform yourself.`;
  if (target === 'amenities') return 'Applying adds these amenities to Cohost’s copy of the listing; tick them on each platform yourself.';
  if (target === 'knowledge') return 'Applying adds the text to the knowledge base: the co-host answers from it.';
  return 'Cohost cannot change the platform: applying records that you did it.';
}

/** A recurring problem or a listing improvement: the steps to tick, the text to paste or add, then Apply. */
function ChecklistForm({ suggestion, onDone }: { suggestion: Suggestion; onDone(): void }) {
  const { checklist, text: initial, target, kind, knowledgeField } = facts(suggestion);
  const [done, setDone] = useState<boolean[]>(() => checklist.map(() => false));
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplySuggestion();
  const editable = kind === 'listing.fix-problem' ? knowledgeField !== '' : target === 'title' || target === 'description' || target === 'knowledge';
  async function submit() {
    try {
      await apply.mutateAsync({ id: suggestion.id, version: suggestion.version, edits: editable ? { text } : {} });
      toastSuccess(kind === 'listing.fix-problem' ? 'Done: the checklist is recorded in the activity log.' : 'Applied to Cohost’s copy of the listing.');
      onDone();
    } catch (failure) {
      const field = apiFieldErrors(failure)['edits.text'];
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
        <Text fw={600}>{suggestion.title}</Text>
        <Stack gap={6} aria-label="Checklist">
          {checklist.map((step, index) => (
            <Checkbox key={step} label={step} checked={done[index] ?? false} onChange={(event) => {
                // Read now: React clears the event's currentTarget before the updater runs.
                const checked = event.currentTarget.checked;
                setDone((now) => now.map((value, at) => (at === index ? checked : value)));
              }} />
          ))}
        </Stack>
        {editable ? (
          <Textarea
            label={kind === 'listing.fix-problem' ? 'Text to add to the knowledge base (optional)' : target === 'knowledge' ? 'Text to add to the knowledge base' : 'Text to paste on the platform'}
            autosize
            minRows={2}
            maxLength={target === 'description' ? 10_000 : 5000}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        ) : initial ? (
          <Paper withBorder p="xs" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {initial}
            </Text>
          </Paper>
        ) : null}
        <Text size="sm" c="dimmed">
          {applyEffect(suggestion)}
        </Text>
        <Group justify="flex-end">
          {(editable ? text : initial) ? (
            <CopyButton value={editable ? text : initial}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy text'}
                </Button>
              )}
            </CopyButton>
          ) : null}
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" loading={apply.isPending} disabled={!done.every(Boolean)}>
            {done.every(Boolean) ? 'Apply' : `Tick the ${checklist.length} steps to apply`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ApplyForm({ suggestion, onDone }: { suggestion: Suggestion; onDone(): void }) {
  const [answer, setAnswer] = useState(facts(suggestion).answer);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplySuggestion();
  async function submit() {
    try {
      await apply.mutateAsync({ id: suggestion.id, version: suggestion.version, edits: { answer } });
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
  const { checklist } = facts(suggestion);
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
      toastSuccess(isPricing(suggestion) ? 'Dismissed. It comes back only if your calendar changes.' : suggestion.kind === 'knowledge.add-answer' ? 'Dismissed. It comes back only if more stays ask.' : 'Dismissed. It comes back only if its evidence changes.');
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
