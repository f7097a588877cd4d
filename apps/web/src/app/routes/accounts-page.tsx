import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The space an accounts card sits in, below the marketing header. */
export function AccountsPage({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" px="md" py={{ base: 32, sm: 64 }}>
      {children}
    </Container>
  );
}
