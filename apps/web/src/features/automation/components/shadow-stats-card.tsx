import type { ActionKind } from '@cohost/shared';
import { Alert, Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useShadowStats } from '../api/get-shadow-stats';
import { usePromoteKind } from '../api/promote-kind';

/**
 * What the host did with Cohost's suggestions, per kind of action, and a one-click promotion to
 * automatic once they keep approving one kind unchanged.
 */
export function ShadowStatsCard() {
  const stats = useShadowStats();
  const promote = usePromoteKind();
  const decided = stats.data?.kinds.filter((kind) => kind.suggested > 0) ?? [];

  async function makeAutomatic(kind: ActionKind, label: string) {
    try {
      await promote.mutateAsync(kind);
      toastSuccess(`Now automatic for all properties: ${label}`);
    } catch (failure) {
      toastError(describeApiError(failure, 'Failed to make it automatic'));
    }
  }

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-label="What you approved">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            What you approved
          </Title>
          <Text size="sm" c="dimmed">
            Cohost compares what you decide with what it would have done alone. An action you keep approving unchanged can become automatic for all properties.
          </Text>
        </div>
        {stats.isPending && <Loader size="sm" aria-label="Loading what you approved" />}
        {stats.isError && <Alert color="red">{describeApiError(stats.error, 'Failed to load what you approved')}</Alert>}
        {stats.isSuccess && decided.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing decided yet. As you approve, edit or deny what Cohost suggests, your record shows here.
          </Text>
        )}
        {decided.length > 0 && (
          <Stack gap="sm">
            {decided.map((kind, index) => (
              <Fragment key={kind.kind}>
                {index > 0 && <Divider />}
                <Group justify="space-between" wrap="nowrap" gap="md" aria-label={kind.label} role="group">
                  <div>
                    <Text fw={500}>{kind.label}</Text>
                    <Text size="sm" c="dimmed">
                      {kind.summary}
                    </Text>
                  </div>
                  {kind.automatic ? (
                    <Badge color="teal" variant="light">
                      Automatic
                    </Badge>
                  ) : (
                    kind.canPromote && (
                      <Button size="xs" variant="light" onClick={() => void makeAutomatic(kind.kind, kind.label)} loading={promote.isPending && promote.variables === kind.kind} disabled={promote.isPending}>
                        Make automatic
                      </Button>
                    )
                  )}
                </Group>
              </Fragment>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
