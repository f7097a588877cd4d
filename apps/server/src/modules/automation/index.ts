import type { ActionKind } from '@cohost/shared';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomationDeps } from './automation.deps';
import { registerAutomationJobs } from './automation.jobs';
import { connectAutomationPorts, type AutomationUses } from './automation.ports';
import { realtimePages } from './automation.realtime';
import { automationRoutes } from './automation.routes';
import { automationSubscriptions } from './automation.subscriptions';
import { ActionRegistry, type ActionHandler } from './domain/action-registry';
import { StepRegistry, type StepDefinition } from './domain/step-registry';
import { automationExportParts, findAutonomyChoice, listApprovalStates, listPendingOfKind, listStepsOf, loadEffectiveSettings } from './automation.repo';
import { denyAction } from './use-cases/deny-action';
import { approveAction } from './use-cases/approve-action';
import { proposeAction } from './use-cases/propose-action';
import { reconcileStaySteps } from './use-cases/reconcile-stay-steps';
import { runDueSteps } from './use-cases/run-due-steps';
import { sweepApprovals } from './use-cases/sweep-approvals';
import { expireApproval } from './use-cases/expire-approval';
import { sendDailyDigests } from './use-cases/send-daily-digests';
import { pruneActivity } from './use-cases/prune-activity';
import { alertHost } from './use-cases/alert-host';
import { reviseWaitingAction, type ReviseWaitingInput } from './use-cases/revise-waiting-action';
import { recordActivity, type ActivityInput } from './use-cases/record-activity';
import type { Tx } from '../../platform/db/database';

export type { AutomationUses, StayFacts, AlertContact } from './automation.ports';
export type { ActionHandler } from './domain/action-registry';
export { defineAction } from './domain/action-registry';
export type { StepDefinition } from './domain/step-registry';
export { STEP_TIMES, stepDueAt } from './domain/step-registry';
export type { PolicyAction } from './domain/decide';
export { decide } from './domain/decide';
export type { ProposeActionInput, ProposeActionResult } from './use-cases/propose-action';
export type { ActivityInput } from './use-cases/record-activity';

/**
 * What a module may hand automation in its face: the actions it owns (run once the policy
 * allows) and the time-based steps of stays it needs. The composition root registers them.
 */
export interface AutomatedModule {
  actions?: ActionHandler[];
  steps?: StepDefinition[];
}

/**
 * Autonomy settings, the one policy engine every module's actions go through, the approvals
 * inbox, the activity log, time-based steps of stays, and the realtime stream.
 */
export function createAutomationModule(context: ModuleContext, config: { publicUrl: string }, uses: AutomationUses) {
  const deps: AutomationDeps = { ...context, ...config, actions: new ActionRegistry(), steps: new StepRegistry(), ports: connectAutomationPorts(uses) };
  return {
    name: 'automation',
    kind: 'core',
    exportParts: automationExportParts(context.db),
    // Screens kept per caller until the workspace changes (platform/http/read-cache.ts).
    cachedReads: ['/api/approvals', '/api/activity'],
    routes: automationRoutes(deps),
    pages: realtimePages(deps),
    subscriptions: automationSubscriptions(deps),
    registerJobs: (queue) => registerAutomationJobs(queue, deps),
    /** Registers what a module's actions do (the composition root, from each module's `actions`). */
    registerAction: (handler: ActionHandler) => deps.actions.register(handler),
    /** Adds a time-based step of stays (the composition root, from each module's `steps`; tests). */
    defineStep: (definition: StepDefinition) => deps.steps.define(definition),
    /** Every module's actions come through here: decided, then run or queued for the host. */
    proposeAction: (input: Parameters<typeof proposeAction>[1]) => proposeAction(deps, input),
    /** One line of the activity log, written in the caller's transaction (what a module did on its own, outside an action). */
    recordActivity: async (tx: Tx, input: ActivityInput) => {
      await recordActivity(deps, tx, input);
    },
    /** Tells the workspace's owner at once, by text message and email as they chose; false when it could not be queued. */
    alertHost: (workspaceId: string, alert: Parameters<typeof alertHost>[2]) => alertHost(deps, workspaceId, alert),
    /** The autonomy mode a person saved for the workspace, or null while none was chosen (the setup checklist). */
    findAutonomyChoice: (workspaceId: string) => findAutonomyChoice(deps.db, workspaceId),
    /** The settings that govern a property (its own, else the workspace's). */
    settingsFor: (workspaceId: string, propertyId: string | null) => loadEffectiveSettings(deps.db, workspaceId, propertyId),
    /** One pass of what the every-minute work does: events delivered (stays rescheduled), then due steps run (tests and benchmarks drive it by hand). */
    runSchedule: async () => {
      await deps.events.deliverPending();
      return runDueSteps(deps);
    },
    reconcileStay: (workspaceId: string, reservationId: string) => reconcileStaySteps(deps, workspaceId, reservationId),
    /** A stay's time-based steps: when each is due and what became of it (previews of scheduled work). */
    listStaySteps: async (workspaceId: string, reservationId: string) =>
      (await listStepsOf(deps.db, reservationId))
        .filter((row) => row.workspaceId === workspaceId)
        .map(({ step, dueAt, status, lastError, doneAt }) => ({ step, dueAt, status, lastError, doneAt })),
    /** Where some of a workspace's actions stand: version (to decide on), status, reason. */
    approvalStates: (workspaceId: string, ids: string[]) => listApprovalStates(deps.db, workspaceId, ids),
    /** A workspace's actions of one kind waiting for a person: id, property, payload (one open suggestion per subject). */
    listPendingOfKind: (workspaceId: string, kind: ActionKind) => listPendingOfKind(deps.db, workspaceId, kind),
    /** A waiting suggestion's numbers brought up to date (payload, title, evidence key); false when it no longer waits, was edited or those numbers were decided before. */
    reviseWaitingAction: (input: ReviseWaitingInput) => reviseWaitingAction(deps, input),
    /** A module's own screen deciding one of its waiting actions (e.g. a reply suggestion in Messages). */
    approveAction: (actor: Parameters<typeof approveAction>[1], id: string, input: Parameters<typeof approveAction>[3]) => approveAction(deps, actor, id, input),
    denyAction: (actor: Parameters<typeof denyAction>[1], id: string, input: Parameters<typeof denyAction>[3]) => denyAction(deps, actor, id, input),
    /**
     * A module's waiting action overtaken by what a person did instead (a host answered the guest
     * by hand), resolved in the caller's transaction: expired with the reason, so no reminder or
     * page follows. False when it was no longer waiting.
     */
    supersedeAction: (tx: Tx, workspaceId: string, id: string, why: string) => expireApproval(deps, { workspaceId, id }, why, tx),
    sweepApprovals: () => sweepApprovals(deps),
    /** The hourly job's pass now: daily digests for owners whose local digest hour it is (tests, the developer clock). */
    sendDailyDigests: () => sendDailyDigests(deps),
    pruneActivity: () => pruneActivity(deps),
  } satisfies AppModule & Record<string, unknown>;
}
