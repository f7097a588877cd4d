import { randomUUID } from 'node:crypto';
import type { WorkspaceRole } from '@cohost/shared';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { organization, phoneNumber, twoFactor } from 'better-auth/plugins';
import type { Database } from '../../../platform/db/database';
import type { Clock } from '../../../platform/runtime/clock';
import {
  ACCEPT_INVITE_PATH,
  AUTH_BASE_PATH,
  INVITATION_TTL_SECONDS,
  AUTH_RATE_LIMITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_SECONDS,
  PHONE_ONLY_EMAIL_DOMAIN,
  RESET_LINK_PREFIX,
  SESSION_RENEW_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
} from '../accounts.constants';
import type { AccountMessages } from '../accounts.ports';
import * as tables from '../accounts.tables';
import { judgePassword } from '../domain/password-strength';
import { claimTotpCode } from '../use-cases/claim-totp-code';
import { CLIENT_IP_HEADER } from '../domain/client-ip';
import { workspaceAccess, workspaceRoles } from './workspace-roles';
import { deleteResetLinks, deleteSignInAttempts, findMembership, findUserByEmail } from '../accounts.repo';
import { guardWorkspaceEndpoint, rolesGivenBy } from './workspace-endpoints';
import { AppError } from '../../../platform/errors/app-error';
import { guardSignInAttempt } from '../use-cases/guard-sign-in-attempt';
import { invitationEmail, resetPasswordEmail, verifyEmailMessage, phoneCodeText } from './auth-messages';

export interface AuthConfig {
  db: Database;
  clock: Clock;
  secret: string;
  publicUrl: string;
  production: boolean;
  messages: AccountMessages;
  /**
   * Called once a new user exists, to give them their workspace. `invitationId` is set when the
   * sign-up started from an invitation (its callbackURL returns to /accept-invite?id=…).
   */
  onUserCreated: (user: { id: string; name: string; email: string }, signUp: { invitationId: string | null }) => Promise<void>;
  /** A closed account may not sign in by any method. */
  isAccountClosed: (userId: string) => Promise<boolean>;
  /** The workspace a new session starts in. */
  findDefaultWorkspaceId: (userId: string) => Promise<string | null>;
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/**
 * better-auth, configured for Cohost: email + password with required confirmation, phone
 * numbers with SMS codes (sign-in and sign-up), TOTP two-factor with backup codes, workspaces
 * (organizations) with the roles owner, manager and cleaner, and rate limits kept in the
 * database so every instance shares them.
 */
export function createAuth(config: AuthConfig) {
  const options = {
    appName: 'Cohost',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: ownOrigins(config.publicUrl),
    database: drizzleAdapter(config.db, { provider: 'pg', schema: tables, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A reset ends every session of the user (a thief's too), retires every other link, and
      // ends a pause on sign-in.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await deleteResetLinks(config.db, user.id);
        // The owner proved their mailbox: a pause on guessing the old password ends.
        await deleteSignInAttempts(config.db, user.id);
      },
      sendResetPassword: async ({ user, url, token }) => {
        await config.messages.email({ ...resetPasswordEmail(user.name, url), to: user.email, template: 'accounts.reset-password', idempotencyKey: `reset:${token}:${randomUUID()}` });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) => {
        if (user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`)) return;
        await config.messages.email({ ...verifyEmailMessage(user.name, url), to: user.email, template: 'accounts.verify-email', idempotencyKey: `verify:${token}:${randomUUID()}` });
      },
    },
    user: {
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_RENEW_AFTER_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Reading one's own session is cookie-authenticated and called on every page load and tab
      // focus: limiting it would lock out busy households behind one address, and protect nothing.
      customRules: { ...AUTH_RATE_LIMITS, '/get-session': false },
    },
    advanced: {
      cookiePrefix: 'cohost',
      useSecureCookies: config.production,
      // Set by our route from the socket address (or a trusted proxy's header), never by clients.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const invitationId = invitationIdFromCallback((ctx?.body as { callbackURL?: unknown } | undefined)?.callbackURL, config.publicUrl);
            await config.onUserCreated({ id: user.id, name: user.name, email: user.email }, { invitationId });
          },
        },
      },
      verification: {
        create: {
          after: async (verification) => {
            // A new reset link retires the ones sent before it: only the latest email works.
            if (verification.identifier.startsWith(RESET_LINK_PREFIX)) await deleteResetLinks(config.db, verification.value, verification);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            if (await config.isAccountClosed(session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_CLOSED', message: 'This account has been closed.' });
            }
            return { data: { ...session, activeOrganizationId: await config.findDefaultWorkspaceId(session.userId) } };
          },
          // A session proves the person in: their failed attempts are forgotten.
          after: async (session) => {
            await deleteSignInAttempts(config.db, session.userId);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path.startsWith('/organization/')) {
          // Checked against the permission matrix, deny by default (better-auth lets any member read the team).
          const session = await getSessionFromCtx(ctx).catch(() => null);
          await guardWorkspaceEndpoint(config.db, {
            path: ctx.path,
            session: session ? { userId: session.user.id, activeWorkspaceId: session.session.activeOrganizationId } : null,
            query: (ctx.query ?? {}) as Record<string, unknown>,
            body: (ctx.body ?? {}) as Record<string, unknown>,
          });
          return;
        }
        if (ctx.path === '/sign-in/email' && ctx.request) {
          // Per account, whatever the address (the rate limit is per address). Calls from our own
          // code (the cleaner portal, already guarded) carry no request and pass.
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const user = typeof email === 'string' ? await findUserByEmail(config.db, email.toLowerCase()) : null;
          if (user) await guardSignInAttempt(config, user).catch(asApiError);
          return;
        }
        if (ctx.path === '/two-factor/verify-totp') {
          // better-auth accepts a valid code again and again within its window; we do not.
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          const userId = await findTwoFactorUserId(ctx);
          if (typeof code === 'string' && userId && !(await claimTotpCode(config.db, userId, code, config.clock.now()))) {
            throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_REUSED', message: 'This code has already been used. Enter the next code from your authenticator app.' });
          }
          return;
        }
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown; name?: unknown };
        const candidate = typeof body.newPassword === 'string' ? body.newPassword : body.password;
        if (typeof candidate !== 'string') return;
        const verdict = judgePassword(candidate, [String(body.email ?? ''), String(body.name ?? '')]);
        if (!verdict.isStrongEnough) {
          throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: verdict.reasons[0] ?? 'This password is too easy to guess.', reasons: verdict.reasons });
        }
      }),
    },
    plugins: [
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: PHONE_CODE_TTL_SECONDS,
        allowedAttempts: PHONE_CODE_ATTEMPTS,
        phoneNumberValidator: (phone) => /^\+[1-9]\d{6,14}$/.test(phone),
        sendOTP: async ({ phoneNumber: to, code }) => {
          await config.messages.sms({ to, body: phoneCodeText(code), template: 'accounts.phone-code', idempotencyKey: `phone-code:${to}:${randomUUID()}` });
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_ONLY_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
      }),
      twoFactor({ issuer: 'Cohost' }),
      organization({
        ac: workspaceAccess,
        roles: workspaceRoles,
        creatorRole: 'owner',
        // Workspaces are created for each new user by Cohost itself, not by clients.
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_TTL_SECONDS,
        requireEmailVerificationOnInvitation: true,
        // A new invitation to the same email replaces the pending one (the host changed their mind).
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async ({ id, role, email, organization: workspace, inviter }) => {
          const cleanerCode = (workspace as { cleanerCode?: string | null }).cleanerCode ?? null;
          const message = invitationEmail({
            inviterName: inviter.user.name,
            workspaceName: workspace.name,
            role,
            // The email is only a convenience for the signed-out page (prefilled fields); the id decides.
            acceptUrl: `${config.publicUrl}${ACCEPT_INVITE_PATH}?id=${encodeURIComponent(id)}&email=${encodeURIComponent(email)}`,
            cleanerCode,
            cleanerLoginUrl: `${config.publicUrl}/cleaner-login`,
          });
          await config.messages.email({ ...message, to: email, template: 'accounts.invitation', idempotencyKey: `invitation:${id}:${randomUUID()}` });
        },
        organizationHooks: {
          beforeCreateInvitation: async ({ invitation }) => {
            // Invitations are for managers and cleaners; managers may invite cleaners only.
            const inviter = await findMembership(config.db, invitation.inviterId, invitation.organizationId);
            if (!rolesGivenBy(inviter?.role).includes(invitation.role as WorkspaceRole)) {
              throw new APIError('FORBIDDEN', { code: 'ROLE_NOT_INVITABLE', message: inviter?.role === 'manager' ? 'Managers can invite cleaners only.' : 'Invite someone as a manager or a cleaner.' });
            }
          },
        },
        schema: {
          organization: {
            additionalFields: {
              // The code cleaners type at /cleaner-login to reach this workspace's portal.
              cleanerCode: { type: 'string', required: false, unique: true, input: false },
            },
          },
        },
      }),
    ],
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;


/** The invitation a sign-up started from: its callbackURL is our /accept-invite?id=… page. */
function invitationIdFromCallback(callbackURL: unknown, publicUrl: string): string | null {
  if (typeof callbackURL !== 'string') return null;
  try {
    const url = new URL(callbackURL, publicUrl);
    return url.pathname === ACCEPT_INVITE_PATH ? url.searchParams.get('id') : null;
  } catch {
    return null;
  }
}

/** The installation's origin; a local one is reachable as both 127.0.0.1 and localhost. */
function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return [url.origin];
  return ['127.0.0.1', 'localhost'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/** Our refusals, in better-auth's error shape (its handler answers only APIErrors as such). */
function asApiError(error: unknown): never {
  if (error instanceof AppError && error.status === 429) {
    throw new APIError('TOO_MANY_REQUESTS', { code: error.code, message: error.message, ...(error.details as object | undefined) });
  }
  throw error;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The user a two-factor code is for, found as the two-factor plugin finds them: the signed-in
 * user (enrolment), or the pending sign-in named by the signed two_factor cookie.
 */
async function findTwoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}
