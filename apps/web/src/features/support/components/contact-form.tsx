import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, isEmailAddress, type ContactRequestKind } from '@cohost/shared';
import { Alert, Box, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { SupportApiError } from '../api/support-api-request';
import { useSubmitContactRequest } from '../api/submit-contact-request';

type Field = 'name' | 'email' | 'message';
type Problems = Partial<Record<Field, string>>;

// The server checks the same rules (ContactRequestInputSchema); these spare a round trip.
function check(values: Record<Field, string>): Problems {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = 'Enter your name.';
  else if (values.name.trim().length > CONTACT_NAME_MAX) problems.name = `Keep your name under ${CONTACT_NAME_MAX} characters.`;
  if (!isEmailAddress(values.email)) problems.email = 'Enter a valid email address.';
  if (values.message.trim().length < CONTACT_MESSAGE_MIN) problems.message = `Tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters).`;
  else if (values.message.trim().length > CONTACT_MESSAGE_MAX) problems.message = `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`;
  return problems;
}

interface ContactFormProps {
  kind: ContactRequestKind;
  defaultEmail: string | null;
  defaultName: string | null;
}

/** Contact Support, or Schedule Demo without a booking link: stored and emailed to the host team. */
export function ContactForm({ kind, defaultEmail, defaultName }: ContactFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: defaultName ?? '', email: defaultEmail ?? '', message: '' });
  const [problems, setProblems] = useState<Problems>({});
  const submit = useSubmitContactRequest();

  if (submit.isSuccess) {
    return (
      <Alert color="green" radius="lg" icon={<IconCircleCheck aria-hidden />} title="Message sent" role="status">
        Thank you, {values.name.trim()}. Your {kind === 'demo' ? 'demo request' : 'message'} reached the host team; they will reply to{' '}
        <Text span fw={600} inherit>
          {values.email.trim()}
        </Text>
        .
      </Alert>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(
      { kind, name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onError: (error) => {
          if (error instanceof SupportApiError && error.fields.length > 0) {
            setProblems(Object.fromEntries(error.fields.map((field) => [field.path, field.message])) as Problems);
          }
        },
      },
    );
  };
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const serverProblem = submit.error && !(submit.error instanceof SupportApiError && submit.error.fields.length > 0) ? submit.error.message : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={kind === 'demo' ? 'Request a demo' : 'Contact support'}>
      <Stack gap="md">
        {/* Side by side where there is room, one under the other on a phone. */}
        <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
          <TextInput label="Your name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={problems.name} />
          <TextInput label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={problems.email} />
        </Box>
        <Textarea
          label={kind === 'demo' ? 'What would you like to see?' : 'How can we help?'}
          description={kind === 'demo' ? 'Tell us about your properties and when suits you; the team will propose a time.' : undefined}
          name="message"
          required
          autosize
          minRows={4}
          maxRows={12}
          value={values.message}
          onChange={set('message')}
          error={problems.message}
        />
        {serverProblem && (
          <Alert color="red" radius="md" role="alert">
            {serverProblem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {kind === 'demo' ? 'Request a Demo' : 'Send Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
