import { Text, ThemeIcon, Title } from '@mantine/core';

import { HOW_IT_WORKS } from './landing-content';
import classes from './landing.module.css';

/** The brief's three steps, numbered in order. */
export function HowItWorksSteps() {
  return (
    <ol className={`${classes.list} ${classes.threeColumns}`}>
      {HOW_IT_WORKS.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <ThemeIcon size={48} radius="xl" className={classes.stepNumber} aria-hidden>
            <Text fw={800} fz="lg" c="white">
              {index + 1}
            </Text>
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {step.title}
          </Title>
          <Text c="dimmed" mt={6}>
            {step.description}
          </Text>
        </li>
      ))}
    </ol>
  );
}
