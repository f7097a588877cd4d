import { FileLinks } from '../../platform/storage/file-links';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomatedModule } from '../automation';
import { assignCleanerHandler } from './cleaning.actions';
import type { CleaningDeps } from './cleaning.deps';
import { registerCleaningJobs } from './cleaning.jobs';
import { connectCleaningPorts, type CleaningUses } from './cleaning.ports';
import { cleaningRoutes } from './cleaning.routes';
import { cleaningSubscriptions } from './cleaning.subscriptions';
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
    routes: cleaningRoutes(deps),
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
  } satisfies AppModule & AutomatedModule & Record<string, unknown>;
}
