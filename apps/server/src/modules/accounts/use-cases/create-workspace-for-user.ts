import { randomBytes } from 'node:crypto';
import type { AccountsDeps } from '../accounts.deps';
import { insertMember, insertWorkspace, isCleanerCodeTaken } from '../accounts.repo';
import { generateCleanerCode } from '../domain/cleaner-code';

/** Every sign-up gets a workspace of their own, as its owner. Returns the workspace id. */
export async function createWorkspaceForUser(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  user: { id: string; name: string },
): Promise<string> {
  const now = deps.clock.now();
  const firstName = user.name.trim().split(/\s+/)[0] || 'My';
  const name = user.name.startsWith('+') ? 'My workspace' : `${firstName}'s workspace`;
  return deps.db.transaction(async (tx) => {
    let cleanerCode = generateCleanerCode();
    while (await isCleanerCodeTaken(tx, cleanerCode)) cleanerCode = generateCleanerCode();
    const workspaceId = await insertWorkspace(tx, { name, slug: `ws-${randomBytes(6).toString('hex')}`, cleanerCode, createdAt: now });
    await insertMember(tx, { workspaceId, userId: user.id, role: 'owner', createdAt: now });
    return workspaceId;
  });
}
