import { AIRCOVER_EXCLUSIONS, TRUVI_EXCLUSIONS, type ClaimCaseKind, type ClaimInsurer, type ClaimPlatform, type ClaimStep } from '@cohost/shared';
import { formatLocal, type Deadline } from './deadlines';

export interface StepFacts {
  kind: ClaimCaseKind;
  closed: boolean;
  hasStay: boolean;
  platform: ClaimPlatform | null;
  insurer: ClaimInsurer;
  deadlines: Deadline[];
  /** Steps proposed and still waiting in /approvals. */
  waiting: ReadonlySet<ClaimStep>;
  timeZone: string;
  now: Date;
}

export interface StepPermission {
  step: ClaimStep;
  allowed: boolean;
  reason: string;
  exclusions: string[];
}

/**
 * Which escalation steps a case allows now, each with why (not). The rule the issue is about:
 * Airbnb only once the guest's 24 hours to pay have ended, never before.
 */
export function stepPermissions(facts: StepFacts): StepPermission[] {
  const find = (key: Deadline['key']) => facts.deadlines.find((deadline) => deadline.key === key);
  const closedOr = (reason: string | null): string | null => {
    if (facts.closed) return 'The case is closed: reopen it first.';
    if (facts.kind !== 'damage') return 'Complaints are settled with the guest: offer a credit or close the case.';
    if (!facts.hasStay) return 'Link the stay that caused the damage first.';
    return reason;
  };
  // A draft of the step waiting in Approvals does not block it: the host sends it from the case
  // page with their own amount and words (the draft is approved with them, not a second one made).
  const result = (step: ClaimStep, blocked: string | null, okReason: string, exclusions: string[] = []): StepPermission =>
    blocked
      ? { step, allowed: false, reason: blocked, exclusions }
      : { step, allowed: true, reason: facts.waiting.has(step) ? `Cohost drafted it: check the amount and the words, then send it. ${okReason}`.trim() : okReason, exclusions };

  const askBlocked = closedOr(null);
  const ask = result('ask-guest', askBlocked, 'Ask the guest to pay first: their 24 hours start when the request is sent.');

  let platformBlocked: string | null;
  let platformOk = '';
  if (facts.platform === 'airbnb') {
    const airbnb = find('airbnb');
    const response = find('guest-response');
    if (!response) platformBlocked = 'Ask the guest first: Airbnb can be involved only after their 24 hours to pay.';
    else if (response.state !== 'met') platformBlocked = `The guest has until ${formatLocal(response.dueAt, facts.timeZone)} to pay: Airbnb can be involved only after their 24 hours.`;
    else if (airbnb?.state === 'passed') platformBlocked = 'Airbnb closes requests 14 days after checkout.';
    else if (airbnb?.state === 'met') platformBlocked = 'Already filed with Airbnb.';
    else platformBlocked = null;
    platformOk = airbnb ? `Request reimbursement in Airbnb's Resolution Center by ${formatLocal(airbnb.dueAt, facts.timeZone)}.` : '';
  } else if (facts.platform === 'vrbo') {
    const vrbo = find('vrbo');
    platformBlocked = vrbo?.state === 'passed' ? 'Vrbo takes deposit claims for 14 days after checkout.' : vrbo?.state === 'met' ? 'Already claimed on the deposit.' : null;
    platformOk = vrbo ? `Claim on the damage deposit by ${formatLocal(vrbo.dueAt, facts.timeZone)}.` : '';
  } else {
    platformBlocked = facts.platform ? 'This stay came with no platform claim programme: ask the guest, then your insurer.' : 'There is no platform without a stay.';
  }
  const platform = result('platform', closedOr(platformBlocked), platformOk, facts.platform === 'airbnb' ? [...AIRCOVER_EXCLUSIONS] : []);

  const insurerDeadline = find('insurer');
  const insurerBlocked =
    facts.insurer === 'none'
      ? 'No insurer is set in the claims settings.'
      : insurerDeadline?.state === 'passed'
        ? 'The insurer takes reports for 30 days after checkout.'
        : insurerDeadline?.state === 'met'
          ? 'Already filed with the insurer.'
          : null;
  const insurer = result(
    'insurer',
    closedOr(insurerBlocked),
    insurerDeadline ? `Report by ${formatLocal(insurerDeadline.dueAt, facts.timeZone)}.` : '',
    facts.insurer === 'truvi' ? [...TRUVI_EXCLUSIONS] : [],
  );
  return [ask, platform, insurer];
}
