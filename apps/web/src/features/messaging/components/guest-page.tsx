import type { GuestDoorCode, GuestPage as GuestPageData } from '@cohost/shared';
import { ActionIcon, Alert, Box, Center, Container, CopyButton, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconLinkOff, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { ApiError, describeApiError } from '../../../lib/api/call-api';
import { useGuestPage } from '../api/get-guest-page';
import { useGuestPageEvents } from '../api/use-guest-page-events';
import { GuestChat } from './guest-chat';
import { formatInZone } from './messaging-format';

/** /g/:token: a guest's private page for one stay: the stay, check-in details, the door code in its window, and the chat. */
export function GuestPage({ token }: { token: string }) {
  const page = useGuestPage(token);
  useGuestPageEvents(token, page.isSuccess);

  return (
    <Box mih="100dvh" bg="gray.0">
      <Container size={560} px="sm" py="md" component="main">
        {page.isPending && (
          <Center py={120}>
            <Loader aria-label="Loading your stay" />
          </Center>
        )}
        {page.isError && <GuestPageProblem error={page.error} />}
        {page.data && <GuestPageContent token={token} page={page.data} />}
      </Container>
    </Box>
  );
}

function GuestPageProblem({ error }: { error: unknown }) {
  const isUnknownLink = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="lg" p="xl" mt="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconLinkOff size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h3">
          {isUnknownLink ? 'This link is not valid any more.' : 'Your stay could not be loaded'}
        </Title>
        <Text c="dimmed">{isUnknownLink ? 'Ask your host for a new one.' : `${describeApiError(error, 'Something went wrong.')} Reload the page to try again.`}</Text>
      </Stack>
    </Paper>
  );
}

function GuestPageContent({ token, page }: { token: string; page: GuestPageData }) {
  const { property, stay, checkIn } = page;
  const zone = property.timezone;
  const isOver = stay.status === 'ended' || stay.status === 'cancelled';
  const hasDetails = !isOver && Object.values(checkIn).some((value) => value.trim().length > 0);
  return (
    <Stack gap="md">
      <Paper radius="lg" p="md" withBorder>
        <Text size="sm" c="dimmed" fw={500}>
          {property.name}
        </Text>
        <Title order={1} size="h2" mt={2}>
          {stay.guestFirstName.trim() ? `Hi ${stay.guestFirstName.trim()}!` : 'Hi there!'}
        </Title>
        {property.address && (
          <Group gap={4} mt={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="sm">{property.address}</Text>
          </Group>
        )}
        {stay.status === 'cancelled' ? (
          <Alert color="gray" mt="sm">
            This stay was cancelled.
          </Alert>
        ) : (
          <Group grow mt="sm" gap="sm" align="flex-start">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Check-in
              </Text>
              <Text fw={600}>{formatInZone(stay.checkInAt, zone)}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Checkout
              </Text>
              <Text fw={600}>{formatInZone(stay.checkOutAt, zone)}</Text>
            </div>
          </Group>
        )}
        <Text size="xs" c="dimmed" mt={4}>
          Times are local to the property ({zone}).
        </Text>
      </Paper>

      {!isOver && <DoorCodeBox doorCode={page.doorCode} zone={zone} />}

      {hasDetails && (
        <Paper radius="lg" p="md" withBorder component="section" aria-labelledby="check-in-details">
          <Title order={2} size="h4" id="check-in-details" mb="xs">
            Check-in details
          </Title>
          <Stack gap="sm">
            <Detail label="How to check in">{checkIn.instructions}</Detail>
            <Detail label="Getting there">{checkIn.directions}</Detail>
            <Detail label="Parking">{checkIn.parking}</Detail>
            {(checkIn.wifiName || checkIn.wifiPassword) && (
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Wifi
                </Text>
                {checkIn.wifiName && <Text size="sm">Network: {checkIn.wifiName}</Text>}
                {checkIn.wifiPassword && (
                  <Group gap={4}>
                    <Text size="sm">
                      Password: <Text span ff="monospace" fw={600}>{checkIn.wifiPassword}</Text>
                    </Text>
                    <CopyButton value={checkIn.wifiPassword}>
                      {({ copied, copy }) => (
                        <Tooltip label={copied ? 'Copied' : 'Copy the password'}>
                          <ActionIcon variant="subtle" size="sm" color={copied ? 'green' : 'gray'} onClick={copy} aria-label="Copy the wifi password">
                            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </CopyButton>
                  </Group>
                )}
              </div>
            )}
            <Detail label="Checking out">{checkIn.checkOut}</Detail>
          </Stack>
        </Paper>
      )}

      <GuestChat token={token} page={page} />
      <Text size="xs" c="dimmed" ta="center" pb="md">
        Your private page for this stay. Keep the link to yourself: anyone with it can read this page.
      </Text>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: string }) {
  if (!children.trim()) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

function DoorCodeBox({ doorCode, zone }: { doorCode: GuestDoorCode; zone: string }) {
  let content: ReactNode;
  switch (doorCode.state) {
    case 'available':
      content = (
        <>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Your door code
          </Text>
          <Text fz={40} fw={800} ff="monospace" lh={1.1} style={{ letterSpacing: '0.15em' }} aria-label={`Door code ${doorCode.code.split('').join(' ')}`}>
            {doorCode.code}
          </Text>
          <Text size="sm" c="dimmed">
            Works from {formatInZone(doorCode.validFrom, zone)} until {formatInZone(doorCode.validUntil, zone)}
          </Text>
        </>
      );
      break;
    case 'not-yet':
      content = <Text size="sm">Your door code will appear here on {formatInZone(doorCode.releaseAt, zone)}.</Text>;
      break;
    case 'waiting-for-lock':
      content = <Text size="sm">Your door code will appear here as soon as the lock confirms it.</Text>;
      break;
    case 'unavailable':
      return null;
  }
  return (
    <Paper radius="lg" p="md" withBorder component="section" aria-label="Door code" style={doorCode.state === 'available' ? { borderColor: 'var(--mantine-color-blue-4)', background: 'var(--mantine-color-blue-0)' } : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconKey size={22} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-blue-6)" aria-hidden />
        <div>{content}</div>
      </Group>
    </Paper>
  );
}
