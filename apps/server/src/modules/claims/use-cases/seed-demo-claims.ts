import { DateTime } from 'luxon';
import type { Actor } from '../../accounts';
import type { ClaimsDeps } from '../claims.deps';
import { findCaseByOrigin, findClaimSettings, saveClaimSettings, type ClaimCaseRow } from '../claims.repo';
import { buildPacketFor } from './build-claim-packet';
import { findResponsibleStay } from './find-responsible-stay';
import { offerClaimCredit } from './offer-claim-credit';
import { openClaimCase } from './open-claim-case';
import { closeClaimCase } from './update-claim-case';

const DAY_MS = 86_400_000;

/**
 * The demo workspace's claims (idempotent: each case has its origin key): the demo cleaner's
 * broken lamp as a damage case on the stay before it, inside its claim window, with the packet
 * built; a complaint resolved with a credit; and a damage case on an older stay past its
 * deadlines; two earlier noise complaints at the complaint's property, closed (the building site
 * next door has been at it for weeks). The workspace files with Truvi, so the insurer's clock shows too.
 */
export async function seedDemoClaims(deps: ClaimsDeps): Promise<void> {
  const actor = await deps.ports.findDemoActor();
  if (!actor) return;
  const { workspaceId } = actor;
  const properties = (await deps.ports.listProperties(workspaceId)).filter((property) => !property.archivedAt);
  if (properties.length === 0) return;
  const settings = await findClaimSettings(deps.db, workspaceId);
  if (settings.insurer === 'none') await saveClaimSettings(deps.db, workspaceId, { ...settings, insurer: 'truvi', insurerName: 'Truvi' }, deps.clock.now());
  await seedLamp(deps, actor);
  await seedComplaint(deps, actor, properties[Math.min(1, properties.length - 1)]!.id);
  await seedEarlierNoise(deps, actor, properties[Math.min(1, properties.length - 1)]!.id);
  await seedPastDeadline(deps, actor, properties[properties.length - 1]!.id);
}

async function seedLamp(deps: ClaimsDeps, actor: Actor): Promise<void> {
  const issue = (await deps.ports.listIssues(actor.workspaceId)).find((entry) => entry.kind === 'damage');
  if (!issue || (await findCaseByOrigin(deps.db, actor.workspaceId, `issue:${issue.id}`))) return;
  const property = await deps.ports.findProperty(actor.workspaceId, issue.propertyId);
  if (!property) return;
  // The stay before the report; the demo calendars hold none there, so the guest it was is typed in (four nights ending two days ago).
  let reservationId = await findResponsibleStay(deps, actor.workspaceId, property.id, issue.reportedAt, property.timezone);
  if (!reservationId) {
    const today = DateTime.fromJSDate(deps.clock.now(), { zone: property.timezone }).startOf('day');
    const added = await deps.ports.addStay(actor, property.id, { checkInDate: today.minus({ days: 6 }).toISODate()!, checkOutDate: today.minus({ days: 2 }).toISODate()!, guestName: 'Alex Morgan', guestEmail: 'alex.morgan@example.com', notes: 'Direct booking.' });
    reservationId = added.reservation.id;
  }
  const row = await openClaimCase(deps, {
    workspaceId: actor.workspaceId,
    kind: 'damage',
    category: 'broken',
    source: 'cleaner-report',
    title: 'Damage: living-room floor lamp broken',
    description: issue.description,
    propertyId: property.id,
    reservationId,
    cleaningTaskId: issue.taskId,
    cleaningIssueId: issue.id,
    originKey: `issue:${issue.id}`,
    reportedAt: issue.reportedAt,
    items: [{ name: 'Floor lamp (brass, linen shade)', description: 'Shade cracked, no longer switches on.', costCents: 14_500, ageMonths: 14, comparableUrl: 'https://www.example.com/products/brass-floor-lamp' }],
    by: { type: 'system', name: 'The demo cleaner' },
  });
  await buildPacketFor(deps, actor.workspaceId, row.id, 'Cohost');
}

async function seedComplaint(deps: ClaimsDeps, actor: Actor, propertyId: string): Promise<void> {
  if (await findCaseByOrigin(deps.db, actor.workspaceId, 'demo:complaint')) return;
  const property = await deps.ports.findProperty(actor.workspaceId, propertyId);
  if (!property) return;
  const now = deps.clock.now();
  const reservationId = await findResponsibleStay(deps, actor.workspaceId, property.id, now, property.timezone);
  const row: ClaimCaseRow = await openClaimCase(deps, {
    workspaceId: actor.workspaceId,
    kind: 'complaint',
    category: 'noise',
    source: 'guest-message',
    title: 'Construction noise next door from 7 am',
    description: 'The guest wrote that drilling next door woke them at 7 am two days in a row and asked for something back.',
    propertyId: property.id,
    reservationId,
    originKey: 'demo:complaint',
    reportedAt: new Date(now.getTime() - 3 * DAY_MS),
    by: { type: 'system', name: 'Cohost' },
  });
  const credit = await offerClaimCredit(deps, actor, row.id, { amountCents: 4_000, note: 'Sorry about the noise: $40 back for the two early mornings.' });
  if (credit.decision !== 'auto') {
    const waiting = credit.case.credits.find((entry) => entry.status === 'waiting');
    const [state] = waiting?.approvalId ? await deps.ports.approvalStates(actor.workspaceId, [waiting.approvalId]) : [];
    if (state?.status === 'pending') await deps.ports.approveAction(actor, state.id, { version: state.version });
  }
  await closeClaimCase(deps, actor, row.id, { outcome: 'credit-given', recoveredCents: 0, note: 'A $40 credit; the guest thanked us.' });
}

async function seedPastDeadline(deps: ClaimsDeps, actor: Actor, propertyId: string): Promise<void> {
  if (await findCaseByOrigin(deps.db, actor.workspaceId, 'demo:past-deadline')) return;
  const property = await deps.ports.findProperty(actor.workspaceId, propertyId);
  if (!property) return;
  const today = DateTime.fromJSDate(deps.clock.now(), { zone: property.timezone }).startOf('day');
  const added = await deps.ports.addStay(actor, property.id, {
    checkInDate: today.minus({ days: 44 }).toISODate()!,
    checkOutDate: today.minus({ days: 40 }).toISODate()!,
    guestName: 'Tom Becker',
    guestEmail: 'tom.becker@example.com',
    notes: 'Direct booking.',
  });
  await openClaimCase(deps, {
    workspaceId: actor.workspaceId,
    kind: 'damage',
    category: 'damage',
    source: 'host',
    title: 'Red wine stain on the living-room rug',
    description: 'Found at the turnover; professional cleaning quoted.',
    propertyId: property.id,
    reservationId: added.reservation.id,
    originKey: 'demo:past-deadline',
    reportedAt: today.minus({ days: 39 }).toJSDate(),
    items: [{ name: 'Rug cleaning', description: 'Professional stain removal.', costCents: 9_000, ageMonths: null, comparableUrl: null }],
    by: { type: 'host', userId: actor.userId, name: (await deps.ports.findUserName(actor.userId)) ?? 'The host' },
  });
}

/** Earlier guests of the same property complained about the building site too (closed without a credit), each on a stay of its own typed in (four nights ending the day before the report). */
async function seedEarlierNoise(deps: ClaimsDeps, actor: Actor, propertyId: string): Promise<void> {
  const property = await deps.ports.findProperty(actor.workspaceId, propertyId);
  if (!property) return;
  const today = DateTime.fromJSDate(deps.clock.now(), { zone: property.timezone }).startOf('day');
  const earlier = [
    { key: 'demo:noise-1', daysAgo: 12, guestName: 'Priya Nair', guestEmail: 'priya.nair@example.com', title: 'Drilling next door in the morning', description: 'The guest mentioned building work next door starting early; no request.' },
    { key: 'demo:noise-2', daysAgo: 33, guestName: 'Jonas Weber', guestEmail: 'jonas.weber@example.com', title: 'Noise from the building site next door', description: 'The guest asked whether the work next door stops at weekends.' },
  ];
  for (const entry of earlier) {
    if (await findCaseByOrigin(deps.db, actor.workspaceId, entry.key)) continue;
    const added = await deps.ports.addStay(actor, property.id, {
      checkInDate: today.minus({ days: entry.daysAgo + 5 }).toISODate()!,
      checkOutDate: today.minus({ days: entry.daysAgo + 1 }).toISODate()!,
      guestName: entry.guestName,
      guestEmail: entry.guestEmail,
      notes: 'Direct booking.',
    });
    const row = await openClaimCase(deps, {
      workspaceId: actor.workspaceId,
      kind: 'complaint',
      category: 'noise',
      source: 'guest-message',
      title: entry.title,
      description: entry.description,
      propertyId: property.id,
      reservationId: added.reservation.id,
      originKey: entry.key,
      reportedAt: today.minus({ days: entry.daysAgo }).plus({ hours: 10 }).toJSDate(),
      by: { type: 'system', name: 'Cohost' },
    });
    await closeClaimCase(deps, actor, row.id, { outcome: 'no-action', recoveredCents: 0, note: 'Apologised; the work is on the neighbour’s property.' });
  }
}
