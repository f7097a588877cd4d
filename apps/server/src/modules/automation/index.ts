import type { AppModule } from '../../platform/module';
import type { AutomationDeps } from './automation.deps';
import { registerAutomationJobs } from './automation.jobs';
import type { StepDefinition } from './domain/step-registry';
import { realtimePages } from './automation.realtime';
import { automationRoutes } from './automation.routes';
import { stayMomentSteps } from './domain/stay-steps';
import { listApprovalStates, listStepsOf, loadEffectiveSettings } from './automation.repo';
import { denyAction } from './use-cases/deny-action';
import { approveAction } from './use-cases/approve-action';
import { proposeAction } from './use-cases/propose-action';
import { dispatchReservationEvents, reconcileStaySteps, runDueSteps } from './use-cases/scheduled-steps';
import { seedDemoAutomation } from './use-cases/seed-demo-automation';
import { sweepApprovals } from './use-cases/sweep-approvals';
import { pruneActivity } from './use-cases/prune-activity';

export type { AutomationDeps } from './automation.deps';
export type { AutomationPorts, StayFacts, AlertContact, ReservationEventRecord } from './automation.ports';
export type { ActionHandler, ActionContext } from './domain/action-registry';
export { ActionRegistry } from './domain/action-registry';
export type { StepDefinition, StepRunContext } from './domain/step-registry';
export { STEP_TIMES, StepRegistry, stepDueAt } from './domain/step-registry';
export type { PolicyAction, PolicyContext, PolicyDecision } from './domain/decide';
export { decide } from './domain/decide';
export type { ProposeActionInput, ProposeActionResult } from './use-cases/propose-action';

/**
 * Autonomy settings, the one policy engine every module's actions go through, the approvals
 * inbox, the activity log, time-based steps of stays, and the realtime stream.
 */
export function createAutomationModule(deps: AutomationDeps) {
  for (const step of stayMomentSteps(deps.realtime)) deps.steps.define(step);
  return {
    name: 'automation',
    kind: 'core',
    routes: automationRoutes(deps),
    pages: realtimePages(deps),
    registerJobs: (queue) => registerAutomationJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoAutomation(deps, actor);
    },
    /** Every module's actions come through here: decided, then run or queued for the host. */
    proposeAction: (input: Parameters<typeof proposeAction>[1]) => proposeAction(deps, input),
    /** The settings that govern a property (its own, else the workspace's). */
    settingsFor: (workspaceId: string, propertyId: string | null) => loadEffectiveSettings(deps.db, workspaceId, propertyId),
    /** One pass of the every-minute schedule (tests and benchmarks drive it by hand). */
    runSchedule: async () => {
      await dispatchReservationEvents(deps, 2000);
      return runDueSteps(deps);
    },
    /** Adds a time-based step of stays (modules that need one; tests). */
    defineStep: (definition: StepDefinition) => deps.steps.define(definition),
    reconcileStay: (workspaceId: string, reservationId: string) => reconcileStaySteps(deps, workspaceId, reservationId),
    /** A stay's time-based steps: when each is due and what became of it (previews of scheduled work). */
    listStaySteps: async (workspaceId: string, reservationId: string) =>
      (await listStepsOf(deps.db, reservationId))
        .filter((row) => row.workspaceId === workspaceId)
        .map(({ step, dueAt, status, lastError, doneAt }) => ({ step, dueAt, status, lastError, doneAt })),
    /** Where some of a workspace's actions stand: version (to decide on), status, reason. */
    approvalStates: (workspaceId: string, ids: string[]) => listApprovalStates(deps.db, workspaceId, ids),
    /** A module's own screen deciding one of its waiting actions (e.g. a reply suggestion in Messages). */
    approveAction: (actor: Parameters<typeof approveAction>[1], id: string, input: Parameters<typeof approveAction>[3]) => approveAction(deps, actor, id, input),
    denyAction: (actor: Parameters<typeof denyAction>[1], id: string, input: Parameters<typeof denyAction>[3]) => denyAction(deps, actor, id, input),
    sweepApprovals: () => sweepApprovals(deps),
    pruneActivity: () => pruneActivity(deps),
  } satisfies AppModule & Record<string, unknown>;
}
