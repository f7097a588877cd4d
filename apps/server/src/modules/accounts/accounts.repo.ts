import { and, asc, eq, like, lte, ne, sql } from 'drizzle-orm';
import { RESET_LINK_PREFIX } from './accounts.constants';
import type { SignInAttempts } from './domain/sign-in-guard';
import type { Database, Tx } from '../../platform/db/database';
import { accountProfiles } from './accounts.own-tables';
import { invitations, members, organizations, rateLimits, users, verifications } from './accounts.tables';

export async function insertWorkspace(
  tx: Database | Tx,
  workspace: { name: string; slug: string; cleanerCode: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(organizations).values(workspace).returning({ id: organizations.id });
  return row!.id;
}

export async function insertMember(tx: Database | Tx, member: { workspaceId: string; userId: string; role: string; createdAt: Date }) {
  await tx.insert(members).values({ organizationId: member.workspaceId, userId: member.userId, role: member.role, createdAt: member.createdAt });
}

/** The workspace a user joined first: where their sessions start. */
export async function findFirstWorkspaceId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ workspaceId: members.organizationId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row?.workspaceId ?? null;
}

export async function isCleanerCodeTaken(db: Database | Tx, cleanerCode: string): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.cleanerCode, cleanerCode)).limit(1);
  return rows.length > 0;
}

export async function findMembership(db: Database, userId: string, workspaceId: string): Promise<{ role: string } | null> {
  const [row] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, workspaceId)))
    .limit(1);
  return row ?? null;
}

export async function findWorkspace(db: Database, workspaceId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, workspaceId)).limit(1);
  return row ?? null;
}

export async function findWorkspaceSlug(db: Database, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, workspaceId)).limit(1);
  return row?.slug ?? null;
}

export async function findWorkspaceByCleanerCode(db: Database, cleanerCode: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.cleanerCode, cleanerCode)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select().from(accountProfiles).where(eq(accountProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertProfile(db: Database | Tx, userId: string, values: Partial<Omit<typeof accountProfiles.$inferInsert, 'userId'>> & { preferences: unknown; updatedAt: Date }) {
  await db
    .insert(accountProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: values });
}

export async function findInvitation(db: Database, invitationId: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId)).limit(1);
  return row ?? null;
}

/**
 * Counts one attempt under `key` in better-auth's `rate_limits` table, with better-auth's meaning
 * (the window runs from the last allowed attempt; its pruning deletes rows older than a minute),
 * in one statement so concurrent attempts cannot all pass. True while the attempt is within `max`.
 */
export async function consumeRateLimit(db: Database, key: string, rule: { window: number; max: number }, nowMs: number): Promise<boolean> {
  const windowStart = nowMs - rule.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        lastRequest: sql`case when rate_limits.last_request <= ${windowStart} or rate_limits.count < ${rule.max} then ${nowMs} else rate_limits.last_request end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count <= rule.max;
}

/** Whether `key` has used up `max` attempts within `window` seconds of its last one (read only: a check before an attempt that counts only when it fails). */
export async function isRateLimited(db: Database, key: string, rule: { window: number; max: number }, nowMs: number): Promise<boolean> {
  const [row] = await db.select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row !== undefined && row.count >= rule.max && Number(row.lastRequest) > nowMs - rule.window * 1000;
}

/**
 * Deletes a user's outstanding password-reset links (better-auth's `verifications` rows
 * `reset-password:<token>`, valued with the user id): all of them, or those sent up to `newest`
 * but `newest` itself (two requests at once leave the later link working).
 */
export async function deleteResetLinks(db: Database, userId: string, newest?: { identifier: string; createdAt: Date }): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_LINK_PREFIX}%`),
        newest ? and(ne(verifications.identifier, newest.identifier), lte(verifications.createdAt, newest.createdAt)) : undefined,
      ),
    );
}

// An account's sign-in attempts and its unlock links live in better-auth's `verifications`
// (`sign-in-attempts:<userId>`, `unlock-sign-in:<token>`), which deletes them once expired.
const attemptsKey = (userId: string) => `sign-in-attempts:${userId}`;
const unlockKey = (token: string) => `unlock-sign-in:${token}`;

/** Reads an account's attempts, holding them until the transaction ends (one judge at a time). */
export async function lockSignInAttempts(tx: Tx, userId: string): Promise<SignInAttempts | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${attemptsKey(userId)}))`);
  const [row] = await tx.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, attemptsKey(userId))).limit(1);
  return row ? (JSON.parse(row.value) as SignInAttempts) : null;
}

export async function saveSignInAttempts(tx: Tx, userId: string, attempts: SignInAttempts, expiresAt: Date): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.identifier, attemptsKey(userId)));
  await tx.insert(verifications).values({ identifier: attemptsKey(userId), value: JSON.stringify(attempts), expiresAt });
}

/** Forgets an account's attempts and its unlock links (a success, or the owner unlocking). */
export async function deleteSignInAttempts(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, attemptsKey(userId)));
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, unlockKey('%'))));
}

export async function insertUnlockLink(db: Database, token: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(verifications).values({ identifier: unlockKey(token), value: userId, expiresAt });
}

/** The account an unlock link is for, deleting the link; null when unknown or expired. */
export async function consumeUnlockLink(db: Database, token: string, now: Date): Promise<string | null> {
  const [row] = await db.delete(verifications).where(eq(verifications.identifier, unlockKey(token))).returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
  return row && row.expiresAt > now ? row.userId : null;
}

/** How many invitations with a role are waiting to be accepted in a workspace (the setup checklist: a cleaner invited). */
export async function countPendingInvitations(db: Database | Tx, workspaceId: string, role: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.organizationId, workspaceId), eq(invitations.role, role), eq(invitations.status, 'pending')));
  return row?.n ?? 0;
}
