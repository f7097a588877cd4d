import { DateTime } from 'luxon';
import type { ClaimCaseDetail, ClaimCaseSummary, ClaimDeadline, ClaimPhoto, ClaimStep } from '@cohost/shared';
import type { PropertyFacts } from '../../properties';
import type { ClaimsDeps } from '../claims.deps';
import type { ClaimStayFacts, EvidencePhoto } from '../claims.ports';
import {
  findClaimSettings,
  findPacket,
  listCredits,
  listItems,
  listReceipts,
  listSteps,
  listTimeline,
  type ClaimCaseRow,
  type ClaimCreditRow,
  type ClaimStepRow,
} from '../claims.repo';
import { computeDeadlines, isOverdue, nextDeadline, type Deadline } from '../domain/deadlines';
import { nextStepText } from '../domain/next-step';
import { CLAIM_PLATFORM_LABELS, platformOf } from '../domain/platform-of';
import { provenanceMarks } from '../domain/provenance';
import { caseReference, dollars } from '../domain/reference';
import { stepPermissions, type StepPermission } from '../domain/step-rules';
import { signClaimFile } from './file-links';

/** Everything a case's rules are computed from, read once. */
export interface CaseFacts {
  row: ClaimCaseRow;
  property: PropertyFacts;
  stay: ClaimStayFacts | null;
  deadlines: Deadline[];
  permissions: StepPermission[];
  steps: ClaimStepRow[];
  credits: ClaimCreditRow[];
  itemCount: number;
  estimateCents: number;
  /** Approvals still pending for this case: id → what it is. */
  waiting: Array<{ approvalId: string; kind: string; step: ClaimStep | null; title: string; body: string; amountCents: number | null; createdAt: Date }>;
}

const iso = (date: Date) => date.toISOString();

function toDeadline(deadline: Deadline): ClaimDeadline {
  return { ...deadline, opensAt: deadline.opensAt ? iso(deadline.opensAt) : null, dueAt: iso(deadline.dueAt) };
}

/** The next guest's check-in after a stay at the same property (one source's earlier Airbnb limit). */
async function nextCheckIn(deps: ClaimsDeps, workspaceId: string, stay: ClaimStayFacts): Promise<Date | null> {
  const to = DateTime.fromISO(stay.checkOutDate).plus({ days: 30 }).toISODate()!;
  const stays = await deps.ports.listPropertyStays(workspaceId, stay.propertyId, { from: stay.checkOutDate, to });
  return stays.filter((other) => other.id !== stay.id && other.kind === 'guest' && other.checkInAt >= stay.checkOutAt).sort((a, b) => a.checkInAt.getTime() - b.checkInAt.getTime())[0]?.checkInAt ?? null;
}

/** A case's facts: its property, stay, clocks and allowed steps, and what waits in Approvals. */
export async function loadCaseFacts(deps: ClaimsDeps, row: ClaimCaseRow): Promise<CaseFacts | null> {
  const property = await deps.ports.findProperty(row.workspaceId, row.propertyId);
  if (!property) return null;
  const [stay, settings, items, steps, credits] = await Promise.all([
    row.reservationId ? deps.ports.findStay(row.workspaceId, row.reservationId) : Promise.resolve(null),
    findClaimSettings(deps.db, row.workspaceId),
    listItems(deps.db, row.workspaceId, [row.id]),
    listSteps(deps.db, row.workspaceId, [row.id]),
    listCredits(deps.db, row.workspaceId, [row.id]),
  ]);
  const now = deps.clock.now();
  const platform = stay ? platformOf(stay.source) : null;
  const taken = new Set<ClaimStep>(steps.filter((step) => step.status === 'taken').map((step) => step.step));
  const deadlines = computeDeadlines({
    kind: row.kind,
    platform,
    checkOutAt: stay?.checkOutAt ?? null,
    timeZone: property.timezone,
    reportedAt: row.reportedAt,
    guestAskedAt: row.guestAskedAt,
    nextCheckInAt: stay && platform === 'airbnb' ? await nextCheckIn(deps, row.workspaceId, stay) : null,
    insurer: settings.insurer,
    insurerName: settings.insurerName,
    taken,
    now,
  });

  // The co-host's follow-up to the guest: messaging drafted it (guest.reply) when it passed the message on.
  const replies = row.conversationId && !row.closedAt ? await deps.ports.listWaitingReplies(row.workspaceId, row.conversationId) : [];
  const candidates = [
    ...steps.filter((step) => step.status === 'waiting' && step.approvalId).map((step) => ({ approvalId: step.approvalId!, kind: `claims.file`, step: step.step, title: stepTitle(step), body: step.message, amountCents: step.amountCents, createdAt: step.proposedAt })),
    ...credits.filter((credit) => credit.status === 'waiting' && credit.approvalId).map((credit) => ({ approvalId: credit.approvalId!, kind: 'guest.refund', step: null, title: `Offer the guest ${dollars(credit.amountCents)}`, body: credit.note, amountCents: credit.amountCents, createdAt: credit.createdAt })),
    ...replies.map((reply) => ({ approvalId: reply.approvalId, kind: 'guest.reply', step: null, title: "The co-host's reply to the guest", body: reply.body, amountCents: null, createdAt: reply.createdAt })),
  ];
  const states = candidates.length ? await deps.ports.approvalStates(row.workspaceId, candidates.map((candidate) => candidate.approvalId)) : [];
  const pending = new Set(states.filter((state) => state.status === 'pending').map((state) => state.id));
  const waiting = candidates.filter((candidate) => pending.has(candidate.approvalId));
  const waitingSteps = new Set<ClaimStep>(steps.filter((step) => step.status === 'waiting' && step.approvalId && pending.has(step.approvalId)).map((step) => step.step));

  const permissions = stepPermissions({ kind: row.kind, closed: row.closedAt !== null, hasStay: stay !== null, platform, insurer: settings.insurer, deadlines, waiting: waitingSteps, timeZone: property.timezone, now });
  return { row, property, stay, deadlines, permissions, steps, credits, itemCount: items.length, estimateCents: items.reduce((sum, item) => sum + item.costCents, 0), waiting };
}

export function stepTitle(step: Pick<ClaimStepRow, 'step' | 'amountCents'>): string {
  if (step.step === 'ask-guest') return `Ask the guest to pay ${dollars(step.amountCents)}`;
  if (step.step === 'platform') return `File a ${dollars(step.amountCents)} claim with the platform`;
  return `File a ${dollars(step.amountCents)} claim with the insurer`;
}

export function toSummary(facts: CaseFacts): ClaimCaseSummary {
  const { row, property, stay, deadlines } = facts;
  const platform = stay ? platformOf(stay.source) : null;
  const running = row.closedAt ? null : nextDeadline(deadlines);
  return {
    id: row.id,
    reference: caseReference(row.number),
    kind: row.kind,
    category: row.category,
    source: row.source,
    status: row.status,
    outcome: row.outcome,
    title: row.title,
    property: { id: property.id, name: property.name, timeZone: property.timezone },
    stay:
      stay && platform
        ? {
            id: stay.id,
            guestName: stay.guestName,
            platform,
            platformLabel: CLAIM_PLATFORM_LABELS[platform],
            checkInDate: stay.checkInDate,
            checkOutDate: stay.checkOutDate,
            checkOutAt: iso(stay.checkOutAt),
            confirmationCode: stay.confirmationCode,
          }
        : null,
    estimateCents: facts.estimateCents,
    nextDeadline: running ? toDeadline(running) : null,
    overdue: row.closedAt === null && isOverdue(deadlines),
    nextStep: nextStepText({
      kind: row.kind,
      outcome: row.outcome,
      closed: row.closedAt !== null,
      hasStay: stay !== null,
      itemCount: facts.itemCount,
      waitingApprovals: facts.waiting.length,
      deadlines,
      steps: facts.permissions,
    }),
    waitingApprovals: facts.waiting.length,
    openedAt: iso(row.openedAt),
    updatedAt: iso(row.updatedAt),
    closedAt: row.closedAt ? iso(row.closedAt) : null,
  };
}

/** The photos in evidence: before and after the stay, and the report's, with their provenance marks. */
export async function loadEvidence(deps: ClaimsDeps, facts: Pick<CaseFacts, 'row' | 'stay'>): Promise<Array<EvidencePhoto & { role: ClaimPhoto['role']; marks: string[] }>> {
  const { row, stay } = facts;
  const [around, issue] = await Promise.all([
    stay ? deps.ports.listStayPhotos(row.workspaceId, { propertyId: row.propertyId, reservationId: stay.id, checkInAt: stay.checkInAt, checkOutAt: stay.checkOutAt }) : Promise.resolve({ before: [], after: [] }),
    row.cleaningIssueId ? deps.ports.findIssue(row.workspaceId, row.cleaningIssueId) : Promise.resolve(null),
  ]);
  const tagged = [
    ...around.before.map((photo) => ({ ...photo, role: 'before' as const })),
    ...around.after.map((photo) => ({ ...photo, role: 'after' as const })),
    ...(issue?.photos ?? []).map((photo) => ({ ...photo, role: 'issue' as const })),
  ];
  return tagged.map((photo) => ({ ...photo, marks: provenanceMarks(photo, tagged) }));
}

/** The case page: the summary plus items, receipts, clocks, steps, drafts, messages, evidence, packet, timeline. */
export async function toDetail(deps: ClaimsDeps, facts: CaseFacts): Promise<ClaimCaseDetail> {
  const { row, stay } = facts;
  const workspaceId = row.workspaceId;
  const [items, receipts, timeline, packet, messages, photos] = await Promise.all([
    listItems(deps.db, workspaceId, [row.id]),
    listReceipts(deps.db, workspaceId, row.id),
    listTimeline(deps.db, workspaceId, row.id),
    findPacket(deps.db, workspaceId, row.id),
    row.conversationId || row.reservationId ? deps.ports.listGuestMessages(workspaceId, { conversationId: row.conversationId, reservationId: row.reservationId }) : Promise.resolve([]),
    loadEvidence(deps, facts),
  ]);
  const photo = (entry: (typeof photos)[number]): ClaimPhoto => ({
    id: entry.id,
    role: entry.role,
    url: entry.url,
    thumbnailUrl: entry.thumbnailUrl,
    takenAt: entry.takenAt ? iso(entry.takenAt) : null,
    uploadedAt: iso(entry.uploadedAt),
    takenBy: entry.uploadedByName,
    sha256: entry.sha256,
    itemLabel: entry.itemLabel,
    marks: entry.marks,
  });
  const stayEntries = stay
    ? [
        { at: iso(stay.checkInAt), kind: 'stay', actor: stay.guestName || 'The guest', text: 'Checked in.' },
        { at: iso(stay.checkOutAt), kind: 'stay', actor: stay.guestName || 'The guest', text: 'Checked out: the claim clocks start.' },
      ]
    : [];
  const before = photos.filter((entry) => entry.role === 'before').map(photo);
  return {
    ...toSummary(facts),
    description: row.description,
    guestRequest: row.guestRequest,
    guestRequestCents: row.guestRequestCents,
    decision: row.decision,
    repairStatus: row.repairStatus,
    conversationId: row.conversationId,
    cleaningTaskId: row.cleaningTaskId,
    items: items.map((item) => ({ id: item.id, name: item.name, description: item.description, costCents: item.costCents, ageMonths: item.ageMonths, comparableUrl: item.comparableUrl })),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      fileName: receipt.fileName,
      contentType: receipt.contentType,
      bytes: receipt.bytes,
      sha256: receipt.sha256,
      url: signClaimFile(deps, workspaceId, receipt.fileKey),
      uploadedAt: iso(receipt.uploadedAt),
      uploadedBy: receipt.uploadedByName,
    })),
    deadlines: facts.deadlines.map(toDeadline),
    steps: facts.permissions,
    history: facts.steps
      .filter((step) => step.status === 'taken')
      .map((step) => ({ step: step.step, at: iso(step.takenAt ?? step.proposedAt), by: step.byName, amountCents: step.amountCents, reference: step.reference, message: step.message })),
    credits: facts.credits.map((credit) => ({ id: credit.id, amountCents: credit.amountCents, status: credit.status, note: credit.note, at: iso(credit.decidedAt ?? credit.createdAt), approvalId: credit.approvalId })),
    drafts: facts.waiting.map((draft) => ({ ...draft, createdAt: iso(draft.createdAt) })),
    messages: messages.map((message) => ({ id: message.id, author: message.author, authorName: message.authorName, body: message.body, at: iso(message.at) })),
    evidence: {
      before,
      after: photos.filter((entry) => entry.role === 'after').map(photo),
      issue: photos.filter((entry) => entry.role === 'issue').map(photo),
      missingBefore: row.kind === 'damage' && stay !== null && before.length === 0,
    },
    packet: packet
      ? {
          builtAt: iso(packet.builtAt),
          pdfUrl: signClaimFile(deps, workspaceId, packet.pdfKey),
          zipUrl: signClaimFile(deps, workspaceId, packet.zipKey),
          pdfSha256: packet.pdfSha256,
          photoCount: packet.photoCount,
          stale: packet.caseRevision < row.revision,
        }
      : null,
    timeline: [...stayEntries, ...timeline.map((entry) => ({ at: iso(entry.at), kind: entry.kind, actor: entry.actor, text: entry.text }))].sort((a, b) => a.at.localeCompare(b.at)),
  };
}
