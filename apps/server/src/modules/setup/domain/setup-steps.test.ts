import { KnowledgeBaseSchema } from '@cohost/shared';
import { describe, expect, it } from 'vitest';
import { setupSteps, writtenTopics, type SetupFacts } from './setup-steps';

const kb = (fields: Record<string, string> = {}, faq: Array<{ question: string; answer: string }> = []) => KnowledgeBaseSchema.parse({ ...fields, faq });
const none: SetupFacts = { properties: [], feeds: 0, mailbox: null, locks: 0, cleaners: 0, pendingCleanerInvitations: 0, autonomy: null };
const step = (facts: SetupFacts, id: string) => setupSteps(facts).find((s) => s.id === id)!;

describe('setup checklist rules', () => {
  it('counts written topics: filled fields and answered questions, blanks left out', () => {
    expect(writtenTopics(kb())).toBe(0);
    expect(writtenTopics(kb({ wifiName: 'Net', parking: '   ' }, [{ question: 'Pool?', answer: 'Yes, heated.' }]))).toBe(2);
  });

  it('has every step missing for an empty workspace, each saying what is missing', () => {
    const steps = setupSteps(none);
    expect(steps.map((s) => s.done)).toEqual([false, false, false, false, false, false, false]);
    expect(step(none, 'knowledge').detail).toContain('Add a property first');
    expect(step(none, 'mailbox').detail).toContain('No mailbox connected');
  });

  it('needs every property to have enough answers, naming the first that lacks them', () => {
    const facts: SetupFacts = {
      ...none,
      properties: [
        { id: 'a', name: 'Aspen', knowledgeBase: kb({ wifiName: 'N', wifiPassword: 'P', checkIn: 'Key box' }) },
        { id: 'b', name: 'Birch', knowledgeBase: kb({ wifiName: 'N' }) },
      ],
    };
    expect(step(facts, 'knowledge')).toMatchObject({ done: false, detail: 'Birch: 1 of at least 3 answers written.', href: '/properties/b?tab=knowledge-base' });
    facts.properties[1]!.knowledgeBase = kb({ wifiName: 'N' }, [{ question: 'Q1', answer: 'A1' }, { question: 'Q2', answer: 'A2' }]);
    expect(step(facts, 'knowledge').done).toBe(true);
  });

  it('counts a mailbox only while it reads, and says why not', () => {
    expect(step({ ...none, mailbox: { address: 'a@b.c', state: 'error', lastError: 'Login refused' } }, 'mailbox')).toMatchObject({ done: false, detail: 'a@b.c cannot be read: Login refused.' });
    expect(step({ ...none, mailbox: { address: 'a@b.c', state: 'connected', lastError: null } }, 'mailbox').done).toBe(true);
  });

  it('takes a cleaner on the team or an invitation sent, and the mode a person chose', () => {
    expect(step({ ...none, pendingCleanerInvitations: 2 }, 'cleaner')).toMatchObject({ done: true, detail: '2 invitations sent, not accepted yet.' });
    expect(step({ ...none, autonomy: { mode: 'expert' } }, 'autonomy')).toMatchObject({ done: true, detail: 'Expert mode chosen.' });
    expect(step({ ...none, feeds: 1, locks: 2 }, 'calendar').done).toBe(true);
    expect(step({ ...none, locks: 2 }, 'lock').detail).toBe('2 locks added.');
  });
});
