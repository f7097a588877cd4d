import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconBuildingCommunity,
  IconLock,
  IconMessageChatbot,
  IconPackage,
  IconSparkles,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Feature {
  title: string;
  description: string;
  icon: TablerIcon;
  /** Where it works today; a feature without one is coming soon. */
  to?: string;
}

// The brief's six features, in its order: each one works today, so each links to its screen
// (the brief listed them as coming soon; a badge must say what is true).
const FEATURES: Feature[] = [
  { title: 'AI Guest Communication', description: 'Round-the-clock replies to your guests, in your own tone.', icon: IconMessageChatbot, to: '/messages' },
  { title: 'Property Management', description: 'All your properties and their details in one place.', icon: IconBuildingCommunity, to: '/properties' },
  { title: 'Listing Optimization', description: 'How each listing does month by month: occupancy, rates, gap nights.', icon: IconSparkles, to: '/optimizer' },
  { title: 'Smart Automation', description: 'Cleanings, messages and orders that follow your calendar.', icon: IconBolt, to: '/ai-settings' },
  { title: 'Mobile Smart Locks', description: 'Door codes created for each stay and removed after checkout.', icon: IconLock, to: '/smart-locks' },
  { title: 'Supply Management', description: 'Supplies reordered within the limits you set.', icon: IconPackage, to: '/supplies' },
];

interface WelcomePageProps {
  /** Who to greet: the signed-in user's email (a phone-only account's name or number). */
  greeting: string | null;
  /**
   * The Founders banner, when the query says the user is back from the founders payment
   * (`success=true` and a `session_id`); the route supplies it from the billing feature.
   */
  foundersBanner?: ReactNode;
}

/** The post-signup welcome (/thank-you). */
export function WelcomePage({ greeting, foundersBanner = null }: WelcomePageProps) {
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <Stack gap="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            Welcome to Cohost!
          </Title>
          <Text size="lg" c="dimmed" maw={620} style={{ overflowWrap: 'anywhere' }}>
            {greeting ? (
              <>
                Hi <Text span fw={600} c="var(--mantine-color-text)">{greeting}</Text>, thanks for joining. Here is what Cohost
                does for you.
              </>
            ) : (
              'Thanks for joining. Here is what Cohost does for you.'
            )}
          </Text>
        </Stack>

        {foundersBanner}

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {FEATURES.map(({ title, description, icon: Icon, to }) => (
            <Card key={title} component="li" withBorder radius="lg" padding="lg">
              <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} stroke={1.7} />
                </ThemeIcon>
                <Badge variant="light" color={to ? 'green' : 'gray'} radius="sm">
                  {to ? 'Live' : 'Coming Soon'}
                </Badge>
              </Group>
              <Title order={3} size="h5" mb={4}>
                {to ? (
                  <Anchor component={Link} to={to} inherit>
                    {title}
                  </Anchor>
                ) : (
                  title
                )}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Group justify="center">
          <Button component={Link} to="/dashboard" size="md">
            Go to your dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
