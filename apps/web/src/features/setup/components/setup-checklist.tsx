import { Anchor, Button, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError } from '../../../lib/toast';
import { useDismissSetup, type Setup } from '../api/get-setup';

/**
 * The dashboard's setup checklist: each step done, or exactly what is missing, with a link to the
 * screen where it is done. Computed on the server from each module's own data; shown until this
 * user hides it (possible at any time; offered first once every step is done).
 */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const dismiss = useDismissSetup();
  const hide = () => dismiss.mutate(true, { onError: (error) => toastError(describeApiError(error, 'The checklist was not hidden')) });
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="setup-card-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="setup-card-title">
          {setup.complete ? 'Setup is done' : 'Set up Cohost'}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {setup.doneCount} of {setup.total} done
          </Text>
          <Button size="compact-sm" variant={setup.complete ? 'filled' : 'subtle'} onClick={hide} loading={dismiss.isPending}>
            {setup.complete ? 'Hide checklist' : 'Hide for now'}
          </Button>
        </Group>
      </Group>
      <Progress value={(setup.doneCount / setup.total) * 100} size="sm" mb="md" aria-label={`${setup.doneCount} of ${setup.total} setup steps done`} />
      <List spacing="sm" listStyleType="none" aria-label="Setup steps">
        {setup.steps.map((step) => (
          <List.Item
            key={step.id}
            data-step={step.id}
            data-done={step.done ? 'true' : 'false'}
            icon={
              <ThemeIcon size={22} radius="xl" color={step.done ? 'green' : 'gray'} variant={step.done ? 'filled' : 'light'} aria-hidden>
                {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Stack gap={0}>
              <Group gap="xs">
                <Anchor component={Link} to={step.href} fw={600}>
                  {step.title}
                </Anchor>
                <Text size="sm" c={step.done ? 'green' : 'dimmed'}>
                  {step.done ? 'Done' : 'To do'}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {step.detail}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
