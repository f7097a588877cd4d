import { createHash } from 'node:crypto';
import type { ClaimCaseDetail } from '@cohost/shared';
import { CLAIM_CATEGORY_LABELS, CLAIM_STEP_LABELS } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { findCase, listItems, listReceipts, listTimeline, savePacket } from '../claims.repo';
import { assertCanManageClaims } from '../domain/claims-access';
import { CLAIM_PLATFORM_LABELS, platformOf } from '../domain/platform-of';
import { caseReference } from '../domain/reference';
import { buildPacketZip } from '../packet/build-packet-zip';
import type { PacketInput } from '../packet/packet-input';
import { renderPacketPdf } from '../packet/render-packet-pdf';
import { claimFilePrefix } from './file-links';
import { getClaimCase } from './get-claim-case';
import { loadCaseFacts, loadEvidence } from './case-view';
import { recordCaseChange } from './record-case-change';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'application/pdf': 'pdf' };

/** Everything the packet shows, gathered from the case, its stay, the cleanings' photos and the guest's messages. */
export async function gatherPacketInput(deps: ClaimsDeps, workspaceName: string, caseId: string, workspaceId: string): Promise<PacketInput> {
  const row = await findCase(deps.db, workspaceId, caseId);
  const facts = row ? await loadCaseFacts(deps, row) : null;
  if (!row || !facts) throw claimsErrors.caseNotFound();
  const { property, stay } = facts;
  const [items, receipts, timeline, photos, messages, address] = await Promise.all([
    listItems(deps.db, workspaceId, [row.id]),
    listReceipts(deps.db, workspaceId, row.id),
    listTimeline(deps.db, workspaceId, row.id),
    loadEvidence(deps, facts),
    row.conversationId || row.reservationId ? deps.ports.listGuestMessages(workspaceId, { conversationId: row.conversationId, reservationId: row.reservationId }) : Promise.resolve([]),
    deps.ports.findPropertyAddress(workspaceId, property.id),
  ]);
  const platform = stay ? platformOf(stay.source) : null;
  return {
    workspaceName,
    reference: caseReference(row.number),
    title: row.title,
    kind: row.kind,
    category: CLAIM_CATEGORY_LABELS[row.category],
    description: row.description,
    generatedAt: deps.clock.now(),
    timeZone: property.timezone,
    property: { name: property.name, address: address ? [address.line1, address.line2, address.city, address.region, address.postalCode, address.country].filter(Boolean).join(', ') || null : null },
    stay:
      stay && platform
        ? { guestName: stay.guestName || `Not named in the ${CLAIM_PLATFORM_LABELS[platform]} calendar`, platformLabel: CLAIM_PLATFORM_LABELS[platform], confirmationCode: stay.confirmationCode, checkInAt: stay.checkInAt, checkOutAt: stay.checkOutAt }
        : null,
    deadlines: facts.deadlines.map((deadline) => ({ label: deadline.label, dueAt: deadline.dueAt, state: deadline.state, note: deadline.note })),
    timeline: timeline.map((entry) => ({ at: entry.at, actor: entry.actor, text: entry.text })),
    messages: messages.map((message) => ({ at: message.at, authorName: message.authorName, author: message.author, body: message.body })),
    items: items.map((item) => ({ name: item.name, description: item.description, costCents: item.costCents, ageMonths: item.ageMonths, comparableUrl: item.comparableUrl })),
    steps: facts.steps.filter((step) => step.status === 'taken').map((step) => ({ step: CLAIM_STEP_LABELS[step.step], at: step.takenAt ?? step.proposedAt, by: step.byName, amountCents: step.amountCents, reference: step.reference })),
    photos: photos.map((photo, index) => ({
      id: photo.id,
      role: photo.role,
      itemLabel: photo.itemLabel,
      takenAt: photo.takenAt,
      uploadedAt: photo.uploadedAt,
      takenBy: photo.uploadedByName,
      sha256: photo.sha256,
      marks: photo.marks,
      contentType: photo.contentType,
      fileName: `${String(index + 1).padStart(2, '0')}-${photo.id.slice(0, 8)}.${EXTENSIONS[photo.contentType] ?? 'jpg'}`,
      read: async () => {
        const bytes = await deps.ports.readPhoto(workspaceId, photo.id);
        if (!bytes) throw new Error(`Photo ${photo.id} is gone from storage`);
        return bytes;
      },
    })),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      fileName: receipt.fileName,
      contentType: receipt.contentType,
      sha256: receipt.sha256,
      uploadedAt: receipt.uploadedAt,
      uploadedBy: receipt.uploadedByName,
      read: async () => {
        const file = await deps.files.get(receipt.fileKey);
        if (!file) throw new Error(`Receipt ${receipt.id} is gone from storage`);
        return file.body;
      },
    })),
  };
}

/** Builds the packet (PDF and ZIP) into platform storage; the case page links them. */
export async function buildPacketFor(deps: ClaimsDeps, workspaceId: string, caseId: string, byName: string): Promise<void> {
  // "Prepared by" the person who built it (the demo's: Cohost).
  const input = await gatherPacketInput(deps, byName, caseId, workspaceId);
  const pdf = await renderPacketPdf(input);
  const zip = await buildPacketZip(input, pdf);
  const base = `${claimFilePrefix(workspaceId)}${caseId}/packet`;
  const stamp = input.generatedAt.getTime();
  const pdfKey = `${base}/${input.reference}-${stamp}.pdf`;
  const zipKey = `${base}/${input.reference}-${stamp}.zip`;
  await deps.files.put(pdfKey, pdf, { contentType: 'application/pdf' });
  await deps.files.put(zipKey, zip, { contentType: 'application/zip' });
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex');
  await deps.db.transaction(async (tx) => {
    const revision = await recordCaseChange(deps, tx, workspaceId, caseId, { kind: 'packet', actor: byName, text: `Evidence packet built: ${input.photos.length} photos, ${input.receipts.length} receipts (PDF SHA-256 ${pdfSha256.slice(0, 12)}…).` });
    // Built from the case as it is now: a later change makes it stale.
    await savePacket(tx, { caseId, workspaceId, pdfKey, zipKey, pdfSha256, photoCount: input.photos.length, caseRevision: revision, builtAt: deps.clock.now() });
  });
}

export async function buildClaimPacket(deps: ClaimsDeps, actor: Actor, caseId: string): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  if (!(await findCase(deps.db, actor.workspaceId, caseId))) throw claimsErrors.caseNotFound();
  await buildPacketFor(deps, actor.workspaceId, caseId, (await deps.ports.findUserName(actor.userId)) ?? 'A host');
  return getClaimCase(deps, actor, caseId);
}
