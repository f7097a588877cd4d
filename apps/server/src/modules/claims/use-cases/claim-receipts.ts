import { createHash, randomUUID } from 'node:crypto';
import { CLAIM_RECEIPT_MAX_BYTES, CLAIM_RECEIPT_TYPES, type ClaimCaseDetail } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { claimsErrors } from '../claims.errors';
import { deleteReceipt, findCase, insertReceipt } from '../claims.repo';
import { assertCanManageClaims } from '../domain/claims-access';
import { claimFilePrefix } from './file-links';
import { getClaimCase } from './get-claim-case';
import { recordCaseChange } from './record-case-change';

const EXTENSIONS: Record<ReceiptType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

type ReceiptType = (typeof CLAIM_RECEIPT_TYPES)[number];
const typeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** Whether a request's content type is one receipts may have (JPEG, PNG, PDF). */
export function isReceiptType(contentType: string): boolean {
  return (CLAIM_RECEIPT_TYPES as readonly string[]).includes(typeOf(contentType));
}

/** A receipt or invoice the host attaches: stored as sent, its SHA-256 recorded at upload. */
export async function addClaimReceipt(deps: ClaimsDeps, actor: Actor, caseId: string, upload: { fileName: string; contentType: string; body: Buffer }): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  if (!row) throw claimsErrors.caseNotFound();
  if (!isReceiptType(upload.contentType)) throw claimsErrors.unsupportedType();
  const contentType = typeOf(upload.contentType) as ReceiptType;
  if (upload.body.length > CLAIM_RECEIPT_MAX_BYTES) throw claimsErrors.tooLarge();
  const id = randomUUID();
  const fileKey = `${claimFilePrefix(actor.workspaceId)}${row.id}/receipts/${id}.${EXTENSIONS[contentType]}`;
  await deps.files.put(fileKey, upload.body, { contentType });
  const sha256 = createHash('sha256').update(upload.body).digest('hex');
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const fileName = upload.fileName.trim().slice(0, 200) || `receipt.${EXTENSIONS[contentType]}`;
  await deps.db.transaction(async (tx) => {
    await insertReceipt(tx, { id, workspaceId: actor.workspaceId, caseId: row.id, fileKey, fileName, contentType, bytes: upload.body.length, sha256, uploadedBy: actor.userId, uploadedByName: name, uploadedAt: deps.clock.now() });
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: `Attached ${fileName} (SHA-256 ${sha256.slice(0, 12)}…).` });
  });
  return getClaimCase(deps, actor, row.id);
}

export async function removeClaimReceipt(deps: ClaimsDeps, actor: Actor, caseId: string, receiptId: string): Promise<ClaimCaseDetail> {
  assertCanManageClaims(actor);
  const row = await findCase(deps.db, actor.workspaceId, caseId);
  if (!row) throw claimsErrors.caseNotFound();
  const name = (await deps.ports.findUserName(actor.userId)) ?? 'A host';
  const removed = await deps.db.transaction(async (tx) => {
    const receipt = await deleteReceipt(tx, actor.workspaceId, row.id, receiptId);
    if (!receipt) throw claimsErrors.receiptNotFound();
    await recordCaseChange(deps, tx, actor.workspaceId, row.id, { kind: 'case', actor: name, text: `Removed ${receipt.fileName}.` });
    return receipt;
  });
  await deps.files.delete(removed.fileKey);
  return getClaimCase(deps, actor, row.id);
}
