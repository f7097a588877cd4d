import type { ClaimCaseDetail } from '@cohost/shared';
import { Anchor, Badge, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';

import { formatInZone } from '../domain/claim-view';

/** The guest's messages about the stay, oldest first, as the conversation has them. */
export function ClaimMessagesCard({ detail }: { detail: ClaimCaseDetail }) {
  const zone = detail.property.timeZone;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="messages-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="messages-heading">
          Guest messages
        </Title>
        {detail.conversationId ? (
          <Anchor component={Link} to={`/messages?c=${detail.conversationId}`} size="sm">
            Open the conversation
          </Anchor>
        ) : null}
      </Group>
      {detail.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages about this stay.
        </Text>
      ) : (
        <Stack gap="sm">
          {detail.messages.map((message) => (
            <div key={message.id}>
              <Text size="xs" c="dimmed">
                {message.authorName} · {formatInZone(message.at, zone)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {message.body}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** Everything that happened, from the stay to the last step, on the property's clock. */
export function ClaimTimelineCard({ detail }: { detail: ClaimCaseDetail }) {
  const zone = detail.property.timeZone;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="sm">
        Timeline
      </Title>
      {detail.timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {detail.timeline.map((entry, index) => (
            <Timeline.Item key={`${entry.at}-${index}`}>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {formatInZone(entry.at, zone)}
                </Text>
                <Badge size="xs" variant="outline" color="gray">
                  {entry.kind}
                </Badge>
              </Group>
              <Text size="sm">{entry.text}</Text>
              <Text size="xs" c="dimmed">
                {entry.actor}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
