import { and, asc, desc, eq, like, lt, lte, ne, sql } from 'drizzle-orm';
import { RESET_LINK_PREFIX } from './accounts.constants';
import type { SignInAttempts } from './domain/sign-in-guard';
import type { Database, Tx } from '../../platform/db/database';
import { accountExports, accountProfiles } from './accounts.own-tables';
import { invitations, members, organizations, rateLimits, sessions, users, verifications } from './accounts.tables';
import type { ExportPart } from '../../platform/export/export-part';

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

export type AccountExportRow = typeof accountExports.$inferSelect;

/** A new running export, or null when the workspace already has one running (the partial unique index decides, under any concurrency). */
export async function insertRunningExport(
  db: Database,
  row: { workspaceId: string; requestedBy: string; partsTotal: number; createdAt: Date; expiresAt: Date },
): Promise<AccountExportRow | null> {
  const [inserted] = await db
    .insert(accountExports)
    .values({ ...row, status: 'running', partsDone: 0 })
    .onConflictDoNothing({ target: accountExports.workspaceId, where: sql`${accountExports.status} = 'running'` })
    .returning();
  return inserted ?? null;
}

export async function findRunningExport(db: Database, workspaceId: string): Promise<AccountExportRow | null> {
  const [row] = await db.select().from(accountExports).where(and(eq(accountExports.workspaceId, workspaceId), eq(accountExports.status, 'running'))).limit(1);
  return row ?? null;
}

export async function findLatestExport(db: Database, workspaceId: string): Promise<AccountExportRow | null> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.workspaceId, workspaceId)).orderBy(desc(accountExports.createdAt)).limit(1);
  return row ?? null;
}

export async function findExport(db: Database, workspaceId: string, exportId: string): Promise<AccountExportRow | null> {
  const [row] = await db.select().from(accountExports).where(and(eq(accountExports.workspaceId, workspaceId), eq(accountExports.id, exportId))).limit(1);
  return row ?? null;
}

/** The export the job builds, whatever its workspace (the job's payload names it). */
export async function findExportById(db: Database, exportId: string): Promise<AccountExportRow | null> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, exportId)).limit(1);
  return row ?? null;
}

export async function updateExport(db: Database, exportId: string, changes: Partial<Pick<AccountExportRow, 'status' | 'partsDone' | 'partsTotal' | 'fileKey' | 'bytes' | 'error' | 'finishedAt'>>) {
  await db.update(accountExports).set(changes).where(eq(accountExports.id, exportId));
}

/** Exports past their expiry (every workspace's: the hourly clean-up). */
export async function listExpiredExports(db: Database, now: Date): Promise<AccountExportRow[]> {
  return db.select().from(accountExports).where(lt(accountExports.expiresAt, now)).limit(500);
}

export async function deleteExport(db: Database, exportId: string) {
  await db.delete(accountExports).where(eq(accountExports.id, exportId));
}

/** Running exports started before `before`: their process died (the job's retries are long over). */
export async function failStaleExports(db: Database, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(accountExports)
    .set({ status: 'failed', error: 'The export stopped before it finished.', finishedAt: now })
    .where(and(eq(accountExports.status, 'running'), lt(accountExports.createdAt, before)))
    .returning({ id: accountExports.id });
  return rows.length;
}

/** The workspace's members with their contact and role (the export's team part). */
export async function listWorkspaceMembers(db: Database, workspaceId: string) {
  return db
    .select({ userId: members.userId, name: users.name, email: users.email, role: members.role, joinedAt: members.createdAt })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, workspaceId))
    .orderBy(asc(members.createdAt));
}

export async function listWorkspaceInvitations(db: Database, workspaceId: string) {
  return db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, status: invitations.status, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt })
    .from(invitations)
    .where(eq(invitations.organizationId, workspaceId))
    .orderBy(asc(invitations.createdAt));
}

/** Accounts' own parts of the workspace export: who asked (profile, preferences, memberships, sessions without tokens), the team, the invitations. */
export function accountsExportParts(db: Database): ExportPart[] {
  return [
    {
      name: 'accounts/profile',
      description: 'You: your account, profile, notification preferences, workspaces and sign-in sessions (without their tokens).',
      redacted: ['password hash, session tokens, two-factor secret and backup codes: secrets that would let someone sign in as you'],
      shape: 'document',
      async *read({ requestedBy }) {
        const [user] = await db
          .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified, phoneNumber: users.phoneNumber, twoFactorEnabled: users.twoFactorEnabled, createdAt: users.createdAt })
          .from(users)
          .where(eq(users.id, requestedBy));
        if (!user) return;
        const profile = await findProfile(db, requestedBy);
        const memberships = await db
          .select({ workspaceId: members.organizationId, workspaceName: organizations.name, role: members.role, joinedAt: members.createdAt })
          .from(members)
          .innerJoin(organizations, eq(organizations.id, members.organizationId))
          .where(eq(members.userId, requestedBy));
        const mySessions = await db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
          .from(sessions)
          .where(eq(sessions.userId, requestedBy));
        yield [{ user, profile: profile ? { firstName: profile.firstName, lastName: profile.lastName, bio: profile.bio, timezone: profile.timezone, language: profile.language, preferences: profile.preferences, marketingConsentAt: profile.marketingConsentAt } : null, memberships, sessions: mySessions }];
      },
    },
    {
      name: 'accounts/members',
      description: "The workspace's team: each member's name, email, role and when they joined.",
      shape: 'rows',
      async *read({ workspaceId }) {
        yield await listWorkspaceMembers(db, workspaceId);
      },
    },
    {
      name: 'accounts/invitations',
      description: 'Invitations sent to join the workspace, with their status.',
      shape: 'rows',
      async *read({ workspaceId }) {
        yield await listWorkspaceInvitations(db, workspaceId);
      },
    },
  ];
}

/** How many invitations with a role are waiting to be accepted in a workspace (the setup checklist: a cleaner invited). */
export async function countPendingInvitations(db: Database | Tx, workspaceId: string, role: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.organizationId, workspaceId), eq(invitations.role, role), eq(invitations.status, 'pending')));
  return row?.n ?? 0;
}
