import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';

import type { Feature } from './landing-content';
import classes from './landing.module.css';

export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={`${classes.list} ${classes.twoThenThreeColumns}`}>
      {features.map(({ title, description, icon: Icon }) => (
        <Card component="li" key={title} withBorder radius="lg" padding="lg">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={24} stroke={1.7} />
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {title}
          </Title>
          <Text c="dimmed" mt={6}>
            {description}
          </Text>
        </Card>
      ))}
    </ul>
  );
}
