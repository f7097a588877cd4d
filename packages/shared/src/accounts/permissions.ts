import type { WorkspaceRole } from './accounts.schemas';

/**
 * Who may do what in a workspace: the one permission matrix. Every API operation names the
 * permission it needs (its OpenAPI `x-permission`; `x-callers` lists the roles), the workspace's
 * better-auth endpoints (team, invitations, workspace) are checked against it, and the web app
 * reads it to show only what a role may do.
 *
 * - **owner**: everything, and alone manages billing, managers, roles and the workspace itself.
 * - **manager**: full host powers over operations (properties, stays, calendars, guests, the
 *   co-host's autonomy, the team's cleaners), reads whether the workspace is subscribed.
 * - **cleaner**: their own account (and, with the cleanings module, their own assignments with
 *   the property facts the job needs: nothing else).
 */
export const PERMISSIONS = {
  /** One's own profile, preferences, closing one's account. */
  'account.own': ['owner', 'manager', 'cleaner'],
  /** Push to one's own devices: the host's alerts (urgent, approvals waiting, escalations); nothing is pushed to cleaners. */
  'notifications.push': ['owner', 'manager'],
  /**
   * Exporting everything the workspace holds (a ZIP): the owner only. It carries the invoices and
   * billing (owner-only), every member's contact and all guests' data at once, the whole business
   * leaving the product in one file; managers run operations but do not take the business away.
   */
  'workspace.export': ['owner'],
  /** Portfolio dashboard and timeline (revenue, occupancy, every stay). */
  'portfolio.read': ['owner', 'manager'],
  /** Properties with their access details (wifi, door instructions, knowledge base). */
  'properties.read': ['owner', 'manager'],
  'properties.manage': ['owner', 'manager'],
  /** Stays with guests' contacts and payouts. */
  'reservations.read': ['owner', 'manager'],
  'reservations.manage': ['owner', 'manager'],
  /** Calendar feeds in and the calendar export out. */
  'calendars.manage': ['owner', 'manager'],
  /** The autonomy dial, approvals, the activity log and failed internal events. */
  'automation.manage': ['owner', 'manager'],
  /** Guest conversations, templates, scheduled messages, guest links. */
  'messaging.manage': ['owner', 'manager'],
  /** Locks, door codes (the digits included) and what happened at each lock. */
  'locks.read': ['owner', 'manager'],
  /** Adding locks, their settings, locking and unlocking, forcing a new code. */
  'locks.manage': ['owner', 'manager'],
  /** Cleanings: the schedule, task detail (photos, checklist, report), cleaners, checklists, settings. */
  'cleaning.read': ['owner', 'manager'],
  /** Creating, assigning, cancelling and rating cleanings; cleaners' profiles, checklist templates, cleaning settings. */
  'cleaning.manage': ['owner', 'manager'],
  /** The cleaner portal: one's own assignments (acknowledge, start, tick, photos, report, complete). */
  'cleaning.work': ['cleaner'],
  /** Supplies: stock at each property, orders and their spending. */
  'supplies.read': ['owner', 'manager'],
  /** Items, counts and corrections, monthly limits, approving, denying and receiving orders. */
  'supplies.manage': ['owner', 'manager'],
  /** Complaint and damage cases: deadlines, evidence, packets, drafts waiting. */
  'claims.read': ['owner', 'manager'],
  /** Opening, editing, escalating and closing cases; receipts; credits; building packets; claim settings. */
  'claims.manage': ['owner', 'manager'],
  /** The optimizer: each property's occupancy, rates, revenue and gap nights per month. */
  'optimizer.read': ['owner', 'manager'],
  /** Whether the workspace is subscribed, and on which plan (screens adapt to it). */
  'billing.status': ['owner', 'manager'],
  /** Checkout, plan changes, payment method, invoices, Founders Circle purchase. */
  'billing.manage': ['owner'],
  /** The team's members and pending invitations. */
  'team.read': ['owner', 'manager'],
  /** Inviting cleaners and cancelling their invitations. */
  'team.invite-cleaners': ['owner', 'manager'],
  /** Inviting managers, changing roles, removing members. */
  'team.manage': ['owner'],
  /** The workspace's own settings (its name). */
  'workspace.settings': ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The roles holding a permission. */
export function rolesWith(permission: Permission): readonly WorkspaceRole[] {
  return PERMISSIONS[permission];
}

/** Whether a role holds a permission. */
export function can(role: WorkspaceRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly WorkspaceRole[]).includes(role);
}
