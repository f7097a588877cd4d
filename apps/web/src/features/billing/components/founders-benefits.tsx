import { FOUNDER_DISCOUNT_PERCENT, FOUNDERS_BENEFITS } from '@cohost/shared';
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiscount, IconHeadset, IconMessageStar, IconRocket, type TablerIcon } from '@tabler/icons-react';

type Benefit = (typeof FOUNDERS_BENEFITS)[number];

const BENEFIT_DETAILS: Record<Benefit, { icon: TablerIcon; description: string }> = {
  'Early Access': { icon: IconRocket, description: 'Use Cohost before the public launch, on your own properties.' },
  'Lifetime Discount': { icon: IconDiscount, description: `${FOUNDER_DISCOUNT_PERCENT}% off any plan, for as long as you stay.` },
  'VIP Support': { icon: IconHeadset, description: 'Your questions go to the front of the queue, answered by the team.' },
  'Beta Feedback': { icon: IconMessageStar, description: 'Try new features first and help decide what we build next.' },
};

/** The four Founders Circle benefits (brief §2), in the brief's order. */
export function FoundersBenefits() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="ul" aria-label="Founders Circle benefits" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {FOUNDERS_BENEFITS.map((benefit) => {
        const { icon: Icon, description } = BENEFIT_DETAILS[benefit];
        return (
          <Card key={benefit} component="li" withBorder radius="lg" padding="lg">
            <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden>
              <Icon size={22} stroke={1.7} />
            </ThemeIcon>
            <Title order={3} size="h5" mb={4}>
              {benefit}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
