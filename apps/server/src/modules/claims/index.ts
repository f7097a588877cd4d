import { CLAIM_FILE_LINK_PATH } from './use-cases/file-links';
import { claimsExportParts } from './claims.repo';
import { CLAIM_RECEIPT_MAX_BYTES } from '@cohost/shared';
import { FileLinks } from '../../platform/storage/file-links';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomatedModule } from '../automation';
import { fileClaimHandler, offerCreditHandler } from './claims.actions';
import type { ClaimsDeps } from './claims.deps';
import { registerClaimsJobs } from './claims.jobs';
import { connectClaimsPorts, type ClaimsUses } from './claims.ports';
import { listReportedProblems } from './claims.repo';
import { claimsRoutes } from './claims.routes';
import { claimsSubscriptions } from './claims.subscriptions';
import { seedDemoClaims } from './use-cases/seed-demo-claims';
import { warnDeadlines } from './use-cases/warn-deadlines';

export type { ClaimsUses } from './claims.ports';

/**
 * Claims: guests' complaints and damage to a property as cases with their clocks (Airbnb 14 days
 * after checkout, never before the guest's 24 hours; Vrbo 14 days; an insurer 30), the steps
 * through the policy, credits within the workspace's threshold, and the evidence packet (PDF and
 * ZIP of the originals with their hashes).
 */
export function createClaimsModule(context: ModuleContext, config: { secret: string; publicUrl: string }, uses: ClaimsUses) {
  const deps: ClaimsDeps = {
    ...context,
    links: new FileLinks(config.secret),
    publicUrl: config.publicUrl,
    ports: connectClaimsPorts(uses),
  };
  return {
    name: 'claims',
    // A receipt (a phone's photo or a PDF) is uploaded in one request, over the usual body limit.
    largeBodyPaths: [{ pattern: /^\/api\/claims\/cases\/[^/]+\/receipts$/, maxBytes: CLAIM_RECEIPT_MAX_BYTES }],
    kind: 'product',
    exportParts: claimsExportParts(context.db, (key, { workspaceId, linksExpireAt }) => `${deps.publicUrl}${CLAIM_FILE_LINK_PATH}/${deps.links.sign(key, { expiresAt: linksExpireAt, audience: workspaceId })}`),
    routes: claimsRoutes(deps),
    subscriptions: claimsSubscriptions(deps),
    actions: [fileClaimHandler(deps), offerCreditHandler(deps)],
    registerJobs: (queue) => registerClaimsJobs(queue, deps),
    seedDemo: () => seedDemoClaims(deps),
    /** Complaints and damage cases reported since a moment, with their category, property and stay (the optimizer's recurring problems). */
    listReportedProblems: (workspaceId: string, since: Date) => listReportedProblems(deps.db, workspaceId, since),
    /** One pass of the deadline warnings (tests drive it by hand). */
    warnDeadlines: () => warnDeadlines(deps),
  } satisfies AppModule & AutomatedModule & Record<string, unknown>;
}
