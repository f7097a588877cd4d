import type { KnowledgeBase } from '@cohost/shared';
import { describe, expect, it } from 'vitest';
import { detectListingQuestions, detectRepeatedQuestions, priorityOf, type AskedMessage } from './inbox-suggestions';

const P1 = 'p1';
const P2 = 'p2';
const kb = (fields: Partial<KnowledgeBase> = {}): KnowledgeBase => ({ faq: [], ...fields });
const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 9, n, hour));
const guest = (stay: string, at: Date, topics: string[], propertyId = P1): AskedMessage => ({ reservationId: stay, propertyId, author: 'guest', topics, body: '', at });
const host = (stay: string, at: Date, body: string, propertyId = P1): AskedMessage => ({ reservationId: stay, propertyId, author: 'host', topics: [], body, at });

describe('detectRepeatedQuestions', () => {
  it('suggests a topic asked in three different stays whose knowledge-base field is empty, with the counts', () => {
    const messages = [guest('s1', day(1), ['parking']), guest('s2', day(2), ['parking', 'wifi']), guest('s3', day(3), ['wifi']), guest('s4', day(4), ['parking'])];
    const [suggestion, ...rest] = detectRepeatedQuestions(messages, new Map([[P1, kb()]]));
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      propertyId: P1,
      topic: 'parking',
      field: 'parking',
      type: 'amenity',
      priority: 'low',
      staysAsked: 3,
      staysLookedAt: 4,
      lastAskedAt: day(4),
      lastStayId: 's4',
      hostAnswer: '',
      title: 'Add your parking instructions to the knowledge base: 3 of the last 4 stays asked',
    });
  });

  it('counts a stay once however often its guest asked', () => {
    const messages = [guest('s1', day(1), ['parking']), guest('s1', day(2), ['parking']), guest('s1', day(3), ['parking']), guest('s2', day(3), ['parking'])];
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()]]))).toEqual([]);
  });

  it('says nothing when the knowledge base already answers the topic', () => {
    const messages = [guest('s1', day(1), ['parking']), guest('s2', day(2), ['parking']), guest('s3', day(3), ['parking'])];
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb({ parking: 'Driveway, spot 2.' })]]))).toEqual([]);
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb({ parking: '   ' })]]))).toHaveLength(1);
  });

  it('keeps properties apart and skips properties without a knowledge base', () => {
    const messages = [guest('s1', day(1), ['parking']), guest('s2', day(2), ['parking']), guest('s3', day(3), ['parking'], P2), guest('s4', day(4), ['parking'], P2), guest('s5', day(5), ['parking'], P2)];
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()], [P2, kb()]])).map((s) => s.propertyId)).toEqual([P2]);
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()]]))).toEqual([]);
  });

  it("proposes the host's most recent typed reply to the question, not a reply to something else", () => {
    const messages = [
      guest('s1', day(1, 10), ['parking']),
      host('s1', day(1, 11), 'Park in the driveway, spot 2.'),
      guest('s2', day(2, 10), ['parking']),
      guest('s2', day(2, 11), ['wifi']),
      host('s2', day(2, 12), 'The wifi is Harbor-5G.'),
      guest('s3', day(3, 10), ['parking']),
      host('s3', day(3, 11), '  Street parking is free after 6pm; the driveway fits one car.  '),
    ];
    const [suggestion] = detectRepeatedQuestions(messages, new Map([[P1, kb()]]));
    expect(suggestion!.hostAnswer).toBe('Street parking is free after 6pm; the driveway fits one car.');
  });

  it('reads only the last 20 stays of a property that wrote', () => {
    const messages: AskedMessage[] = [];
    for (let n = 1; n <= 25; n += 1) messages.push(guest(`s${n}`, day(n), n <= 5 ? ['parking'] : ['thanks']));
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()]]))).toEqual([]);
    messages.push(guest('s26', day(26), ['parking']), guest('s27', day(27), ['parking']), guest('s28', day(28), ['parking']));
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()]]))[0]).toMatchObject({ staysAsked: 3, staysLookedAt: 20 });
  });

  it('answers checkout from either checkout field', () => {
    const messages = [guest('s1', day(1), ['check-out']), guest('s2', day(2), ['check-out']), guest('s3', day(3), ['check-out'])];
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb()]]))[0]).toMatchObject({ field: 'checkoutInstructions', type: 'description' });
    expect(detectRepeatedQuestions(messages, new Map([[P1, kb({ checkOut: 'By 11.' })]]))).toEqual([]);
  });
});

describe('detectListingQuestions', () => {
  const asked = (topic: string) => [guest('s1', day(1), [topic]), guest('s2', day(2), [topic]), guest('s3', day(3), ['thanks']), guest('s4', day(4), [topic])];
  const listing = (listingText: string, fields: Partial<KnowledgeBase>) => new Map([[P1, { listingText, knowledgeBase: kb(fields) }]]);

  it('suggests putting in the listing what guests keep asking though the knowledge base answers it', () => {
    const [question, ...rest] = detectListingQuestions(asked('parking'), listing('Sunny loft\nA bright loft above the harbour.\nWifi', { parking: 'Free spot 4 in the garage under the building.' }));
    expect(rest).toEqual([]);
    expect(question).toEqual({
      propertyId: P1,
      topic: 'parking',
      field: 'parking',
      words: 'parking instructions',
      type: 'description',
      priority: 'low',
      staysAsked: 3,
      staysLookedAt: 4,
      lastStayId: 's4',
      answer: 'Free spot 4 in the garage under the building.',
      title: 'Add your parking instructions to the listing: 3 of the last 4 stays asked',
    });
  });

  it('says nothing when the listing already mentions it (as a whole word), or the knowledge base has no answer to give', () => {
    expect(detectListingQuestions(asked('parking'), listing('Loft with a private driveway', { parking: 'Spot 4.' }))).toEqual([]);
    expect(detectListingQuestions(asked('parking'), listing('Loft near the parkway', { parking: 'Spot 4.' }))).toHaveLength(1);
    expect(detectListingQuestions(asked('parking'), listing('Loft', {}))).toEqual([]);
    expect(detectListingQuestions(asked('pets'), listing('Loft. Dogs welcome!', { pets: 'One dog under 20 kg.' }))).toEqual([]);
  });

  it('never proposes publishing Wi-Fi passwords, check-in instructions or directions', () => {
    for (const topic of ['wifi', 'check-in', 'directions']) {
      expect(detectListingQuestions(asked(topic), listing('Loft', { wifiPassword: 'Seagull-42', checkIn: 'Lockbox 1234.', directions: '12 Harbour Lane, flat 3.' }))).toEqual([]);
    }
  });
});

describe('priorityOf', () => {
  it('grows with the stays that asked', () => {
    expect([3, 4, 5, 6, 12].map(priorityOf)).toEqual(['low', 'medium', 'medium', 'high', 'high']);
  });
});
