import { Box, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import { useState } from 'react';

import classes from './landing.module.css';

interface TourStep {
  label: string;
  time: string;
  title: string;
  detail: string;
}

// One real stay, start to finish: what Cohost does and when (brief §9 timings).
const TOUR: readonly TourStep[] = [
  { label: 'Booking', time: 'Day 0', title: 'A reservation arrives from your calendar', detail: 'Cohost reads the new stay from the Airbnb, Vrbo or Booking.com calendar you connected, and plans the cleaning after checkout.' },
  { label: 'Questions', time: 'Any time', title: 'The guest asks about parking at 11 pm', detail: 'Cohost answers in your tone from your house manual. If it is not sure, it drafts a reply and asks you first.' },
  { label: 'Check-in', time: '24 h before', title: 'A door code is set and sent', detail: 'A fresh code is created on your smart lock, confirmed, then sent with check-in instructions.' },
  { label: 'Turnover', time: 'Checkout', title: 'The cleaner gets the turnover', detail: 'Your cleaner sees the task in their portal, ticks the checklist and uploads before and after photos. Low supplies are reordered within your budget.' },
];

/** Watch Demo's destination: a short walk through one stay, one step at a time. */
export function ProductTour() {
  const [active, setActive] = useState(0);
  const step = TOUR[active]!;
  return (
    <Paper withBorder radius="lg" className={classes.panel} maw={880} mx="auto" shadow="sm">
      <Stepper active={active} onStepClick={setActive} size="sm" allowNextStepsSelect>
        {TOUR.map((item) => (
          <Stepper.Step key={item.label} label={item.label} description={item.time} />
        ))}
      </Stepper>
      <Box mt="xl" aria-live="polite">
        <Stack gap={6}>
          <Text size="sm" fw={700} c="indigo.8">
            Step {active + 1} of {TOUR.length} · {step.time}
          </Text>
          <Text fz="xl" fw={700} component="h3" m={0}>
            {step.title}
          </Text>
          <Text c="dimmed">{step.detail}</Text>
        </Stack>
      </Box>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => setActive((current) => current - 1)} disabled={active === 0}>
          Previous
        </Button>
        <Button onClick={() => setActive((current) => (current + 1) % TOUR.length)}>{active === TOUR.length - 1 ? 'Start over' : 'Next'}</Button>
      </Group>
    </Paper>
  );
}
