import type { ClaimsDeps } from '../claims.deps';

/** The demo workspace's claims (idempotent). */
export async function seedDemoClaims(deps: ClaimsDeps): Promise<void> {
  const actor = await deps.ports.findDemoActor();
  if (!actor) return;
}
