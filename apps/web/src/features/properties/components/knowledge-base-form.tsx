import { KNOWLEDGE_BASE_FIELDS, type KnowledgeBase, type Property } from '@cohost/shared';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import type { FieldErrors } from '../../../lib/form-errors';
import { KNOWLEDGE_BASE_LABELS } from './property-labels';

interface KnowledgeBaseFormProps {
  property: Property;
  errors: FieldErrors;
  isSaving: boolean;
  onSave(knowledgeBase: KnowledgeBase): void;
}

/** What the co-host answers guests from: one text per topic and free questions and answers. */
export function KnowledgeBaseForm({ property, errors, isSaving, onSave }: KnowledgeBaseFormProps) {
  const [draft, setDraft] = useState<KnowledgeBase>(property.knowledgeBase);
  const filled = KNOWLEDGE_BASE_FIELDS.filter((field) => draft[field]?.trim()).length;
  const setFaq = (faq: KnowledgeBase['faq']) => setDraft({ ...draft, faq });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
      aria-label="Knowledge base"
    >
      <Stack gap="lg">
        <Text c="dimmed">
          The co-host answers guests only from what is written here and the reservation, and hands anything else to you. {filled} of {KNOWLEDGE_BASE_FIELDS.length} topics filled in.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {KNOWLEDGE_BASE_FIELDS.map((field) => {
            const { label, hint } = KNOWLEDGE_BASE_LABELS[field];
            const short = field === 'wifiName' || field === 'wifiPassword';
            return short ? (
              <TextInput key={field} label={label} description={hint} value={draft[field] ?? ''} onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })} error={errors[`knowledgeBase.${field}`]} />
            ) : (
              <Textarea key={field} label={label} description={hint} autosize minRows={2} maxRows={8} value={draft[field] ?? ''} onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })} error={errors[`knowledgeBase.${field}`]} />
            );
          })}
        </SimpleGrid>
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5">
                Questions and answers
              </Title>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setFaq([...draft.faq, { question: '', answer: '' }])}>
                Add question
              </Button>
            </Group>
            {draft.faq.length === 0 && <Text c="dimmed" size="sm">Anything guests ask that the topics above do not cover, e.g. “Is there a crib?”.</Text>}
            {draft.faq.map((entry, index) => (
              <Group key={index} align="flex-start" wrap="nowrap">
                <Stack gap={6} style={{ flex: 1 }}>
                  <TextInput aria-label={`Question ${index + 1}`} placeholder="Question" value={entry.question} onChange={(e) => setFaq(draft.faq.map((item, i) => (i === index ? { ...item, question: e.currentTarget.value } : item)))} error={errors[`knowledgeBase.faq.${index}.question`]} />
                  <Textarea aria-label={`Answer ${index + 1}`} placeholder="Answer" autosize minRows={1} value={entry.answer} onChange={(e) => setFaq(draft.faq.map((item, i) => (i === index ? { ...item, answer: e.currentTarget.value } : item)))} error={errors[`knowledgeBase.faq.${index}.answer`]} />
                </Stack>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove question ${index + 1}`} onClick={() => setFaq(draft.faq.filter((_, i) => i !== index))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            Save knowledge base
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
