import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { useTryCoHost } from '../api/try-co-host';

const KIND_LABELS = { answer: 'Would answer', partial: 'Would answer in part', holding: 'Would hand over to you', safety: 'Emergency reply', guidance: 'Safety guidance' } as const;

/**
 * "Try the co-host": the host types a question a guest might ask and sees what the co-host would
 * answer from this property's saved knowledge base, and when it would hand over instead. A dry
 * run: nothing is sent or stored.
 */
export function TryCoHostBox({ propertyId }: { propertyId: string }) {
  const [question, setQuestion] = useState('');
  const attempt = useTryCoHost();
  const answer = attempt.data;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="try-co-host-title">
      <form
        aria-label="Try the co-host"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) attempt.mutate({ propertyId, question });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="try-co-host-title">
            Try the co-host
          </Title>
          <Text size="sm" c="dimmed">
            Ask what a guest might ask. The co-host answers from the knowledge base as saved above; nothing is sent to anyone.
          </Text>
          <Textarea label="A guest's question" placeholder="What's the wifi password?" autosize minRows={2} value={question} onChange={(event) => setQuestion(event.currentTarget.value)} maxLength={1000} />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={attempt.isPending} disabled={!question.trim()}>
              Ask the co-host
            </Button>
          </Group>
          {attempt.isError && <Alert color="red">{describeApiError(attempt.error, 'The co-host could not answer')}</Alert>}
          {answer && (
            <Stack gap="xs" aria-live="polite" data-testid="co-host-answer">
              <Group gap="xs">
                <Badge color={answer.handsOver ? 'yellow' : 'green'}>{KIND_LABELS[answer.kind]}</Badge>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.reply}</Text>
              {answer.handOverReason && (
                <Text size="sm" c="dimmed">
                  {answer.handOverReason}
                  {answer.unanswered.length > 0 && ` Not in the knowledge base: ${answer.unanswered.join(', ')}.`}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </form>
    </Card>
  );
}
