import type { MessageTemplate, MessageTemplateList } from '@cohost/shared';
import { Alert, Badge, Button, Drawer, Group, Loader, Paper, Stack, Switch, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useMessageTemplates } from '../api/list-message-templates';
import { useSaveMessageTemplate } from '../api/save-message-template';

/** The five scheduled messages every stay gets: on or off, and their text with {{variables}}. */
export function TemplatesDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const templates = useMessageTemplates();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={<Text fw={700}>Message templates</Text>}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Cohost sends these to every guest at their time, in the guest’s language. Change one stay’s text from its conversation.
        </Text>
        {templates.isPending && <Loader size="sm" aria-label="Loading the templates" />}
        {templates.isError && <Alert color="red">{describeApiError(templates.error, 'Failed to load the message templates')}</Alert>}
        {templates.data?.items.map((template) => (
          <TemplateForm key={`${template.trigger}-${template.updatedAt ?? 'default'}`} template={template} variables={templates.data.variables} />
        ))}
      </Stack>
    </Drawer>
  );
}

function TemplateForm({ template, variables }: { template: MessageTemplate; variables: MessageTemplateList['variables'] }) {
  const save = useSaveMessageTemplate();
  const [enabled, setEnabled] = useState(template.enabled);
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const isChanged = enabled !== template.enabled || body !== template.body;

  const insertVariable = (name: string) => {
    const field = bodyRef.current;
    const placeholder = `{{${name}}}`;
    const start = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + placeholder + body.slice(end));
    setError(null);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const onSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ trigger: template.trigger, enabled, body });
      toastSuccess(`Saved: ${template.name}`);
    } catch (failure) {
      const fieldError = apiFieldErrors(failure).body;
      if (fieldError) setError(fieldError);
      else toastError(describeApiError(failure, 'Failed to save the template'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={template.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Group gap={6}>
              <Text fw={600}>{template.name}</Text>
              {template.customized && (
                <Badge size="xs" variant="light" color="gray">
                  Customized
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {template.when}
            </Text>
          </div>
          <Switch label="Send" aria-label={`Send ${template.name}`} checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        </Group>
        <Textarea
          ref={bodyRef}
          label="Message"
          autosize
          minRows={4}
          maxRows={14}
          value={body}
          error={error}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
          }}
        />
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            Variables (click to insert):
          </Text>
          <Group gap={4}>
            {variables.map((variable) => (
              <Tooltip key={variable.name} label={variable.description} openDelay={300}>
                <UnstyledButton onClick={() => insertVariable(variable.name)} aria-label={`Insert ${variable.name}: ${variable.description}`}>
                  <Badge size="sm" variant={template.variables.includes(variable.name) ? 'light' : 'outline'} color="gray" tt="none" style={{ cursor: 'pointer' }}>
                    {`{{${variable.name}}}`}
                  </Badge>
                </UnstyledButton>
              </Tooltip>
            ))}
          </Group>
        </div>
        <Group justify="flex-end" gap="xs">
          {isChanged && (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setEnabled(template.enabled);
                setBody(template.body);
                setError(null);
              }}
            >
              Undo changes
            </Button>
          )}
          <Button size="xs" loading={save.isPending} disabled={!isChanged} onClick={() => void onSave()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
