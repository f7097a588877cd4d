import { describe, expect, it } from 'vitest';
import { routineTriage } from '../../../../test/support/triage';
import { createCoHostEngine } from './co-host-engine';
import type { ReplyFacts, Triage } from './engine-types';
import type { IntentModel } from './intent-model';
import { mergeSecondReading } from './second-reading';

// answerFrom never reads the intent model: the triage is given.
const untrained = {} as IntentModel;

const FACTS: ReplyFacts = {
  tone: 'friendly',
  knowledgeBase: { wifiName: 'CasaAzul', wifiPassword: 'sunny-days-42', faq: [] },
  property: { name: 'Casa Azul', timezone: 'America/New_York', address: '12 Ocean Ave, Miami', country: 'US', checkInTime: '16:00', checkOutTime: '11:00' },
  stay: null,
  doorCode: { state: 'waiting-for-lock' },
  hostName: 'Avery',
  now: new Date('2026-03-10T12:00:00Z'),
};

const wifi: Triage = routineTriage({ confidence: 0.95 });
const TEXT = "What's the wifi password?";
const reading = { needsHuman: true, urgency: 'normal', possibleDanger: false, otherParty: false, reason: 'Sounds upset.' } as const;

describe('CoHostEngine.answerFrom', () => {
  it('answers a routine triage as the engine would: grounded, sure, its topic as intent', async () => {
    const engine = await createCoHostEngine(untrained);
    const answer = engine.answerFrom(TEXT, wifi, FACTS);
    expect(answer).toMatchObject({ intent: 'faq', confidence: 0.95, reply: { kind: 'answer' } });
    expect(answer.reply.text).toContain('sunny-days-42');
  });

  it('never lets the policy send a raised triage alone: same reply, confidence 0', async () => {
    const engine = await createCoHostEngine(untrained);
    const raised = engine.answerFrom(TEXT, mergeSecondReading(wifi, reading), FACTS);
    expect(raised).toMatchObject({ intent: 'faq', confidence: 0, triage: { needsHuman: true } });
    expect(raised.reply.text).toContain('sunny-days-42');
  });

  it('escalates a critical reading as safety, with the emergency reply; a danger or another party by their intents', async () => {
    const engine = await createCoHostEngine(untrained);
    const critical = engine.answerFrom(TEXT, mergeSecondReading(wifi, { ...reading, urgency: 'critical' }), FACTS);
    expect(critical).toMatchObject({ intent: 'safety', reply: { kind: 'safety' } });
    expect(critical.reply.text).toContain('911');
    expect(engine.answerFrom(TEXT, mergeSecondReading(wifi, { ...reading, possibleDanger: true }), FACTS).intent).toBe('possible-danger');
    expect(engine.answerFrom(TEXT, mergeSecondReading(wifi, { ...reading, otherParty: true }), FACTS).intent).toBe('identity-claim');
  });
});
