import type { ContactRequestKind } from '@cohost/shared';
import { Accordion, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';

import { ContactForm } from './contact-form';
import { faqCategoriesFor } from './faq-content';

interface FaqPageProps {
  /** A booking link for Schedule Demo (SCHEDULE_DEMO_URL), or null to use the contact form. */
  scheduleDemoUrl: string | null;
  supportEmail: string | null;
  defaultEmail: string | null;
  defaultName: string | null;
  /** BILLING=off: the questions about plans, the trial and payments are left out. */
  isBillingOff?: boolean;
}

/** /faq (brief §2): five categories of questions, then Contact Support and Schedule Demo. */
export function FaqPage({ scheduleDemoUrl, supportEmail, defaultEmail, defaultName, isBillingOff = false }: FaqPageProps) {
  const categories = faqCategoriesFor(isBillingOff);
  const [form, setForm] = useState<ContactRequestKind | null>(null);
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap={48}>
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz={{ base: 34, sm: 46 }}>
            FAQ
          </Title>
          <Text size="lg" c="dimmed" maw={600}>
            Answers to the questions hosts ask most. Something missing? Write to the team at the bottom of the page.
          </Text>
          <Group component="nav" aria-label="FAQ categories" justify="center" gap="xs" mt="xs">
            {categories.map((category) => (
              <Button key={category.id} component="a" href={`#${category.id}`} variant="light" size="compact-md" radius="xl">
                {category.title}
              </Button>
            ))}
          </Group>
        </Stack>

        {categories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} style={{ scrollMarginTop: 80 }}>
            <Title id={`${category.id}-title`} order={2} fz={{ base: 24, sm: 28 }} mb="md">
              {category.title}
            </Title>
            <Accordion variant="separated" radius="md" order={3}>
              {category.questions.map((item) => (
                <Accordion.Item key={item.question} value={item.question}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>{item.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}

        <Paper component="section" id="contact" aria-labelledby="contact-title" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="gray.0" style={{ scrollMarginTop: 80 }}>
          <Stack gap="md">
            <div>
              <Title id="contact-title" order={2} fz={{ base: 24, sm: 28 }}>
                Still have questions?
              </Title>
              <Text c="dimmed" mt={4}>
                Your message goes straight to the host team
                {supportEmail ? (
                  <>
                    {' '}
                    (or write to{' '}
                    <Anchor href={`mailto:${supportEmail}`} underline="always">
                      {supportEmail}
                    </Anchor>
                    )
                  </>
                ) : null}
                .
              </Text>
            </div>
            <Group gap="sm">
              <Button
                leftSection={<IconMessageCircle size={18} aria-hidden />}
                variant={form === 'support' ? 'filled' : 'default'}
                aria-expanded={form === 'support'}
                onClick={() => setForm('support')}
              >
                Contact Support
              </Button>
              {scheduleDemoUrl ? (
                <Button
                  component="a"
                  href={scheduleDemoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  leftSection={<IconCalendarEvent size={18} aria-hidden />}
                  rightSection={<IconExternalLink size={16} aria-label="opens in a new tab" />}
                >
                  Schedule Demo
                </Button>
              ) : (
                <Button
                  leftSection={<IconCalendarEvent size={18} aria-hidden />}
                  variant={form === 'demo' ? 'filled' : 'default'}
                  aria-expanded={form === 'demo'}
                  onClick={() => setForm('demo')}
                >
                  Schedule Demo
                </Button>
              )}
            </Group>
            {form && <ContactForm key={form} kind={form} defaultEmail={defaultEmail} defaultName={defaultName} />}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
