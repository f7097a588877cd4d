import { FILE_LINK_PATH } from './use-cases/photo-views';
import { FileLinks } from '../../platform/storage/file-links';
import { cleaningExportParts, listIssuesSince, listWorkspaceIssues } from './cleaning.repo';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomatedModule } from '../automation';
import { assignCleanerHandler } from './cleaning.actions';
import type { CleaningDeps } from './cleaning.deps';
import { registerCleaningJobs } from './cleaning.jobs';
import { connectCleaningPorts, type CleaningUses } from './cleaning.ports';
import { cleaningPortalRoutes } from './cleaning.portal-routes';
import { createPortalDeps } from './cleaning.portal-deps';
import { cleaningRoutes } from './cleaning.routes';
import { createRouter } from '../../platform/http/create-app';
import { cleaningSubscriptions } from './cleaning.subscriptions';
import { findAfterPhotosWithPrevious, findIssueEvidence, listStayPhotos, readPhoto } from './use-cases/claim-evidence';
import { escalateUnacknowledged } from './use-cases/escalate-unacknowledged';
import { notifyDueCleaners } from './use-cases/notify-cleaners';
import { proposeDueAssignments } from './use-cases/propose-due-assignments';
import { seedDemoCleaning } from './use-cases/seed-demo-cleaning';

export type { CleaningUses } from './cleaning.ports';

/**
 * Cleanings: turnovers planned from stays (and moved or cancelled with them), the host's own
 * tasks, cleaners assigned (auto, rotation or by hand, through the policy), told 24 hours before
 * and asked to acknowledge (escalated to the host when they do not), door codes for the window,
 * and what cleaners send back (checklists, photos, reports, problems, supply counts).
 */
export function createCleaningModule(context: ModuleContext, config: { secret: string; publicUrl: string }, uses: CleaningUses) {
  const deps: CleaningDeps = {
    ...context,
    links: new FileLinks(config.secret),
    publicUrl: config.publicUrl,
    ports: connectCleaningPorts(uses),
  };
  return {
    name: 'cleaning',
    kind: 'product',
    exportParts: cleaningExportParts(context.db, (key, { workspaceId, linksExpireAt }) => `${deps.publicUrl}${FILE_LINK_PATH}/${deps.links.sign(key, { expiresAt: linksExpireAt, audience: workspaceId })}`),
    routes: createRouter().route('/', cleaningRoutes(deps)).route('/', cleaningPortalRoutes(createPortalDeps(deps))),
    subscriptions: cleaningSubscriptions(deps),
    actions: [assignCleanerHandler(deps)],
    registerJobs: (queue) => registerCleaningJobs(queue, deps),
    seedDemo: () => seedDemoCleaning(deps),
    /** One pass of the notify job (tests drive it by hand). */
    notifyDueCleaners: () => notifyDueCleaners(deps),
    /** Cohost's proposals for tasks coming within 60 days (the notify job's first half; tests drive it by hand). */
    proposeDueAssignments: () => proposeDueAssignments(deps),
    /** One pass of the escalation job (tests drive it by hand). */
    escalateUnacknowledged: () => escalateUnacknowledged(deps),
    /**
     * A stay's evidence for a claim: photos of the last completed cleaning before its check-in
     * (`before`) and of the turnover after it (`after`), with signed links and provenance
     * (capture and upload times, who, SHA-256, removed, first upload of the same file).
     */
    listStayPhotos: (workspaceId: string, stay: Parameters<typeof listStayPhotos>[2]) => listStayPhotos(deps, workspaceId, stay),
    /** A cleaner's report of a problem (damage, missing, maintenance) with its photos, or null. */
    findIssue: (workspaceId: string, issueId: string) => findIssueEvidence(deps, workspaceId, issueId),
    /** The workspace's reported problems, newest first (claims' demo data finds the broken lamp). */
    listIssues: async (workspaceId: string) =>
      (await listWorkspaceIssues(deps.db, workspaceId)).map(({ id, taskId, propertyId, kind, description, reportedAt }) => ({ id, taskId, propertyId, kind, description, reportedAt })),
    /** Problems cleaners reported since a moment, with the stay each cleaning followed (the optimizer's recurring problems). */
    listIssuesSince: (workspaceId: string, since: Date) => listIssuesSince(deps.db, workspaceId, since),
    /** A completed cleaning's after photos and the previous completed cleaning's at the property (claims compares them), or null. */
    findAfterPhotosWithPrevious: (workspaceId: string, taskId: string) => findAfterPhotosWithPrevious(deps, workspaceId, taskId),
    /** A photo's original bytes as stored (the claim packet's ZIP), or null. */
    readPhoto: (workspaceId: string, photoId: string) => readPhoto(deps, workspaceId, photoId),
  } satisfies AppModule & AutomatedModule & Record<string, unknown>;
}
