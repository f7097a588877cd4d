import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { useFoundersCount } from '../api/get-founders-count';
import { FAILURE_EXPLANATIONS, failureHeadline, parseFailureReason } from '../domain/payment-failure';
import { FounderPayButton } from './founder-pay-button';

/**
 * /payment-failed (brief §2): why a payment can fail, the one that happened highlighted when
 * the checkout said (`?reason=`), and a retry that starts the founders payment again.
 */
export function PaymentFailedPage() {
  const [searchParams] = useSearchParams();
  const reason = parseFailureReason(searchParams.get('reason'));
  const count = useFoundersCount();
  const isFull = count.data ? count.data.spotsLeft === 0 : reason === 'spots_gone';

  return (
    <Container size="sm" px="md" py={{ base: 40, md: 80 }}>
      <Stack gap="lg">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
            <IconAlertTriangle size={32} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            Payment Failed
          </Title>
          <Text size="lg" c="dimmed" data-testid="payment-failed-headline">
            {failureHeadline(reason)}
          </Text>
        </Stack>

        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h4" mb="sm">
            Why a payment can fail
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reasons a payment can fail">
            {FAILURE_EXPLANATIONS.map((explanation) => {
              const isThisOne = reason !== null && explanation.reasons.includes(reason);
              return (
                <Paper
                  key={explanation.key}
                  component="li"
                  radius="md"
                  p="md"
                  withBorder={isThisOne}
                  bg={isThisOne ? 'red.0' : 'gray.0'}
                  style={isThisOne ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
                  aria-current={isThisOne ? 'true' : undefined}
                  data-testid={`failure-reason-${explanation.key}`}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{explanation.title}</Text>
                    {isThisOne && (
                      <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                        What happened
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    {explanation.description}
                  </Text>
                </Paper>
              );
            })}
          </Stack>
        </Paper>

        {isFull && (
          <Alert color="yellow" variant="light" title="The Founders Circle is full">
            Every spot is taken, so a new payment cannot be started. You can still try any plan for free.
          </Alert>
        )}

        <Group justify="center" gap="sm">
          {isFull ? (
            <Button component={Link} to="/pricing" size="md">
              See plans
            </Button>
          ) : (
            <FounderPayButton label="Retry Payment - $1" size="md" />
          )}
          <Button component={Link} to="/" variant="default" size="md" leftSection={<IconHome size={18} />}>
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
