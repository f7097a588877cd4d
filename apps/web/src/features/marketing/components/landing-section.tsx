import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './landing.module.css';

interface LandingSectionProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Tinted background, to tell consecutive sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** One section of a landing page: an h2 that names it for assistive technology, and its content. */
export function LandingSection({ id, title, subtitle, tinted = false, children }: LandingSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} className={classes.section} bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" className={classes.sectionHeader}>
          <Title id={`${id}-title`} order={2} className={classes.sectionTitle}>
            {title}
          </Title>
          {subtitle && (
            <Text size="lg" c="dimmed" maw={640}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
