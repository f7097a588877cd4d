import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

import classes from './landing-hero.module.css';

export function LandingHero() {
  return (
    <Box component="section" aria-labelledby="landing-hero-title" className={classes.hero}>
      <Container size="lg" py={{ base: 64, md: 120 }}>
        <Stack align="center" ta="center" gap="lg" maw={780} mx="auto">
          <Badge variant="light" size="lg" radius="sm">
            Open source · Self-hostable
          </Badge>
          <Title id="landing-hero-title" order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
            Your AI co-host for short-term rentals
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            Cohost answers your guests in your own tone, takes care of door codes, cleanings and supply orders
            around your reservations, and lets you decide how much it does on its own.
          </Text>
          <Button
            component={Link}
            to="/signup"
            size="lg"
            mt="sm"
            rightSection={<IconArrowRight size={20} aria-hidden />}
          >
            Start Free Trial
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
