import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import classes from './landing-hero.module.css';

export type LandingVariant = 'founders' | 'marketing';

/** Where Watch Demo takes the visitor: the product tour section of the marketing variant. */
export const PRODUCT_TOUR_ID = 'product-tour';

interface LandingHeroProps {
  /** Null while the server has not said which variant `/` shows: the space is kept, nothing jumps. */
  variant: LandingVariant | null;
  /** The founders spots badge, when the offer is shown. */
  badge: ReactNode;
  /** The founders call to action (founders variant). */
  founderCta: ReactNode;
  /** Shown under the calls to action: the founders variant's sample chat. */
  aside: ReactNode;
  onWatchDemo(): void;
  /** BILLING=off: nothing is sold, so the call to action starts no trial. */
  isBillingOff?: boolean;
}

/** The landing hero: the same heading in both variants, their own calls to action. */
export function LandingHero({ variant, badge, founderCta, aside, onWatchDemo, isBillingOff = false }: LandingHeroProps) {
  return (
    <Box component="section" aria-labelledby="landing-hero-title" className={classes.hero}>
      <Container size="lg" className={classes.container}>
        <Stack align="center" ta="center" gap="lg" maw={780} mx="auto">
          <Box className={classes.badge}>{badge}</Box>
          <Title id="landing-hero-title" order={1} className={classes.title}>
            Your AI co-host for short-term rentals
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            Cohost answers your guests in your own tone, takes care of door codes, cleanings and supply orders
            around your reservations, and lets you decide how much it does on its own.
          </Text>
          <Group justify="center" gap="sm" mt="sm" mih={50} className={variant ? undefined : classes.pending}>
            {variant === 'founders' ? (
              <>
                {founderCta}
                <Button component="a" href="#pricing-section" size="lg" variant="default">
                  See Founders Pricing
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to="/signup" size="lg" rightSection={<IconArrowRight size={20} aria-hidden />}>
                  {isBillingOff ? 'Get Started' : 'Start Free Trial'}
                </Button>
                <Button size="lg" variant="default" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={onWatchDemo} disabled={!variant}>
                  Watch Demo
                </Button>
              </>
            )}
          </Group>
        </Stack>
        {aside && (
          <Group justify="center" className={classes.aside}>
            {aside}
          </Group>
        )}
      </Container>
    </Box>
  );
}
