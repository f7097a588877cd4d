import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMapQuestion size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>Page Not Found</Title>
        <Text size="lg" c="dimmed">
          {"The page you're looking for doesn't exist."}
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
