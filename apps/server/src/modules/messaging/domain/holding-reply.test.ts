import { describe, expect, it } from 'vitest';
import { GUEST_LANGUAGES } from './guest-language';
import { GUIDANCE_REASON, HOLDING_REPLY_REASON, holdingReply, replyWhileItWaits } from './holding-reply';

const answer = (kind: string, language: 'en' | 'es' | 'fr' | 'de' = 'en', text = 'I will check with the host.') => ({ reply: { kind, text, facts: ['knowledgeBase.houseRules'] }, triage: { language } });

describe('the holding reply', () => {
  it('names the host in each guest language', () => {
    expect(holdingReply('en', 'Sam')).toBe("I've passed this to Sam, who will answer here shortly.");
    expect(holdingReply('es', 'Sam')).toBe('Se lo he pasado a Sam, que le responderá aquí en breve.');
    expect(holdingReply('fr', 'Sam')).toBe("J'ai transmis votre message à Sam, qui vous répondra ici très bientôt.");
    expect(holdingReply('de', 'Sam')).toBe('Ich habe das an Sam weitergegeben. Sie bekommen hier in Kürze eine Antwort.');
  });

  it('says "the host" in the guest’s language when the name is unknown', () => {
    expect(holdingReply('en', '')).toBe("I've passed this to the host, who will answer here shortly.");
    expect(holdingReply('es', '  ')).toBe('Se lo he pasado al anfitrión, que le responderá aquí en breve.');
    expect(holdingReply('fr', '')).toContain("à l'hôte");
    expect(holdingReply('de', '')).toContain('an den Gastgeber');
    for (const language of GUEST_LANGUAGES) expect(holdingReply(language, '')).not.toMatch(/undefined|\$\{/);
  });
});

describe('what the guest gets while the draft waits', () => {
  it('is the holding reply, recorded as such, for a reply that waits', () => {
    expect(replyWhileItWaits(answer('holding', 'es'), 'Sam', false)).toEqual({ body: 'Se lo he pasado a Sam, que le responderá aquí en breve.', reason: HOLDING_REPLY_REASON, facts: [] });
    expect(replyWhileItWaits(answer('answer', 'de'), '', false)?.body).toBe('Ich habe das an den Gastgeber weitergegeben. Sie bekommen hier in Kürze eine Antwort.');
  });

  it('is nothing while the previous holding reply is still unanswered by a person', () => {
    expect(replyWhileItWaits(answer('partial'), 'Sam', true)).toBeNull();
  });

  it('is the engine’s safe guidance for a possible danger, even after an unanswered holding reply', () => {
    const guidance = 'A chirping smoke alarm usually means its battery is low. Sam is on it.';
    expect(replyWhileItWaits(answer('guidance', 'en', guidance), 'Sam', true)).toEqual({ body: guidance, reason: GUIDANCE_REASON, facts: ['knowledgeBase.houseRules'] });
  });
});
