import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import type { ReactNode } from 'react';

export const LEGAL_LAST_UPDATED = 'November 21, 2026';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A legal page: one h1, dated, then numbered h2 sections at a readable line length. */
export function LegalDocument({ title, intro, children }: LegalDocumentProps) {
  return (
    <Container size={760} py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 34, sm: 44 }}>
            {title}
          </Title>
          <Text c="dimmed" mt="xs">
            Last updated: {LEGAL_LAST_UPDATED}
          </Text>
        </div>
        <Text size="lg">{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz={{ base: 22, sm: 26 }} mt="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text lh={1.7}>{children}</Text>;
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <List spacing="xs" lh={1.6}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The contact address of this installation (SUPPORT_EMAIL), as the brief's {email}. */
export function ContactAddress({ email }: { email: string | null }) {
  if (!email) return <Text span>the address shown on our FAQ page</Text>;
  return (
    <Anchor href={`mailto:${email}`} underline="always" data-testid="legal-contact-email">
      {email}
    </Anchor>
  );
}
