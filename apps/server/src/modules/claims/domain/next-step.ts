import { CLAIM_OUTCOME_LABELS, type ClaimCaseKind, type ClaimOutcome } from '@cohost/shared';
import { nextDeadline, type Deadline } from './deadlines';
import type { StepPermission } from './step-rules';

export interface NextStepFacts {
  kind: ClaimCaseKind;
  outcome: ClaimOutcome | null;
  closed: boolean;
  hasStay: boolean;
  itemCount: number;
  waitingApprovals: number;
  deadlines: Deadline[];
  steps: StepPermission[];
}

/** What the host should do next, in a sentence. */
export function nextStepText(facts: NextStepFacts): string {
  if (facts.closed) return `Closed: ${facts.outcome ? CLAIM_OUTCOME_LABELS[facts.outcome].toLowerCase() : 'nothing more to do'}.`;
  if (facts.waitingApprovals > 0) return `Decide on what waits in Approvals (${facts.waitingApprovals}).`;
  if (facts.kind === 'complaint') return "Settle it with the guest: offer a credit within your policy, or close the case with your decision.";
  if (!facts.hasStay) return 'Link the stay that caused the damage: its checkout starts the clocks.';
  if (facts.itemCount === 0) return 'Add the damaged items and their cost: the estimate is what the guest is asked for.';
  const passed = facts.deadlines.find((deadline) => deadline.state === 'passed');
  const allowed = facts.steps.filter((step) => step.allowed);
  const ask = allowed.find((step) => step.step === 'ask-guest');
  const platform = allowed.find((step) => step.step === 'platform');
  const insurer = allowed.find((step) => step.step === 'insurer');
  if (platform) return `File with the platform. ${platform.reason}`;
  const running = nextDeadline(facts.deadlines);
  if (running?.key === 'guest-response') return running.note;
  if (ask && !facts.deadlines.some((deadline) => deadline.key === 'guest-response')) return 'Ask the guest to pay first: their 24 hours start when they are asked.';
  if (insurer) return `File with the insurer. ${insurer.reason}`;
  if (passed) return passed.note;
  return 'Close the case once it is settled.';
}
