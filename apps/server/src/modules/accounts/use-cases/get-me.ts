import { can, DEFAULT_PREFERENCES, type Me, type Preferences, type Profile } from '@cohost/shared';
import type { AccountsDeps } from '../accounts.deps';
import { accountsErrors } from '../accounts.errors';
import { findProfile, findUserById, findWorkspace } from '../accounts.repo';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../accounts.constants';
import type { Actor } from '../domain/actor';

/** The signed-in person as account settings shows them. */
export async function getMe(deps: Pick<AccountsDeps, 'db'>, actor: Actor): Promise<Me> {
  const [user, workspace, profile] = await Promise.all([
    findUserById(deps.db, actor.userId),
    findWorkspace(deps.db, actor.workspaceId),
    findProfile(deps.db, actor.userId),
  ]);
  if (!user || !workspace) throw accountsErrors.signInRequired();
  const [firstName = '', ...rest] = user.name.startsWith('+') ? [] : user.name.trim().split(/\s+/);
  const defaults: Profile = { firstName, lastName: rest.join(' '), bio: '', timezone: 'est', language: 'en' };
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`) ? null : user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber ?? null,
      twoFactorEnabled: user.twoFactorEnabled ?? false,
    },
    workspace: { id: workspace.id, name: workspace.name, role: actor.role, cleanerCode: can(actor.role, 'team.invite-cleaners') ? workspace.cleanerCode : null },
    profile: profile
      ? { firstName: profile.firstName, lastName: profile.lastName, bio: profile.bio, timezone: profile.timezone, language: profile.language }
      : defaults,
    preferences: (profile?.preferences as Preferences | undefined) ?? DEFAULT_PREFERENCES,
    marketingConsentAt: profile?.marketingConsentAt?.toISOString() ?? null,
  };
}
