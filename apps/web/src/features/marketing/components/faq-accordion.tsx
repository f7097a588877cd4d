import { Accordion } from '@mantine/core';
import '@mantine/core/styles/Accordion.layer.css';

import type { Question } from './landing-content';

/** Questions of which one at a time is open (brief §2). */
export function FaqAccordion({ questions }: { questions: readonly Question[] }) {
  return (
    <Accordion variant="separated" radius="md" maw={800} mx="auto" chevronPosition="right" order={3}>
      {questions.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
