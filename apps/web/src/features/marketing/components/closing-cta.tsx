import { FREE_TRIAL_DAYS } from '@cohost/shared';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import classes from './landing.module.css';

/** The marketing page's last call to action; with billing off it offers no trial and no plans. */
export function ClosingCta({ isBillingOff = false }: { isBillingOff?: boolean }) {
  return (
    <Box component="section" aria-labelledby="closing-cta-title" bg="indigo.8" className={classes.section}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title id="closing-cta-title" order={2} c="white" className={classes.sectionTitle}>
            Get your evenings back
          </Title>
          <Text c="indigo.0" size="lg" maw={560}>
            {isBillingOff
              ? 'Every feature is available on this installation, with no plan to choose.'
              : `Try every Growth feature free for ${FREE_TRIAL_DAYS} days. No credit card, and nothing is deleted if you stop.`}
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/signup" size="lg" color="white" c="indigo.9">
              {isBillingOff ? 'Get Started' : 'Start Free Trial'}
            </Button>
            {!isBillingOff && (
              <Button component={Link} to="/pricing" size="lg" variant="outline" color="white">
                Compare Plans
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
