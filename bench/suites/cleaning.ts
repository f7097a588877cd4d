import { and, count, eq, ne } from 'drizzle-orm';
import { applyAutonomyMode, DEFAULT_AUTONOMY_SETTINGS } from '@cohost/shared';
import { cleaningTasks } from '../../apps/server/src/modules/cleaning/cleaning.tables';
import { reservations } from '../../apps/server/src/modules/reservations/reservations.tables';
import type { Subscription } from '../../apps/server/src/platform/events/event-bus';
import { AdjustableClock } from '../../apps/server/src/platform/runtime/clock';
import { median, type BenchSuite, type Figure } from '../support/bench-suite';
import { signUpHost, startInProcessCohost } from '../support/in-process-cohost';
import { withTempDir } from '../support/server-process';
import { seededIntegers } from '../support/calendar-feeds';

// Issue 20: turnovers generated for 250 properties × two years of stays.
const PROPERTIES = Number(process.env.BENCH_CLEANING_PROPERTIES) || 250;
const DAYS = Number(process.env.BENCH_CLEANING_DAYS) || 730;
const DAY = 86_400_000;
const START = '2027-01-04';

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A property's stays over DAYS: 1 to 6 nights, 0 to 3 days apart (deterministic per property). */
function staysOf(index: number): Array<{ checkInDate: string; checkOutDate: string }> {
  const next = seededIntegers(index * 7919 + 17);
  const stays: Array<{ checkInDate: string; checkOutDate: string }> = [];
  const start = Date.parse(`${START}T00:00:00Z`);
  for (let day = next(3); day < DAYS - 7; ) {
    const nights = 1 + next(6);
    stays.push({ checkInDate: isoDay(start + day * DAY), checkOutDate: isoDay(start + (day + nights) * DAY) });
    day += nights + next(4);
  }
  return stays;
}

/**
 * PROPERTIES properties with two years of back-to-back stays each (bulk-inserted: the history is
 * what is planned, not what is measured), then every stay's `reservations.created` handled by
 * cleaning's subscription as the event bus would (one after another, as one worker delivers
 * them): the time to plan every turnover (window to the next check-in less the buffer, same-day
 * flags, the lone-stay window), with "Cleaner assignment" on manual so planning alone is timed.
 * Then one stay per property moves a day later: the time to move its turnover and its neighbour's.
 */
export const cleaningSuite: BenchSuite = {
  name: 'Cleaning',
  run: (log) =>
    withTempDir(async (dataDir) => {
      const clock = new AdjustableClock();
      clock.set(new Date(`${START}T00:00:00Z`));
      const cohost = await startInProcessCohost(dataDir, { BILLING: 'off' }, clock);
      try {
        const { client, workspaceId } = await signUpHost(cohost, 'Bench Host');
        const expert = applyAutonomyMode(DEFAULT_AUTONOMY_SETTINGS, 'expert');
        await client.request('/api/ai-settings', { method: 'PUT', body: { settings: { ...expert, cleaning: { ...expert.cleaning, assignment: 'manual' } } } });
        const cleaning = cohost.modules.find((module) => module.name === 'cleaning')!;
        const plan = cleaning.subscriptions!.find((subscription) => subscription.event.name === 'reservations.created') as Subscription;
        const move = cleaning.subscriptions!.find((subscription) => subscription.event.name === 'reservations.changed') as Subscription;

        log(`building ${PROPERTIES} properties with ${DAYS} days of stays each`);
        const facts: Array<{ propertyId: string; reservationId: string; checkInDate: string; checkOutDate: string }> = [];
        const now = clock.now();
        for (let index = 0; index < PROPERTIES; index++) {
          const property = await client.expect<{ id: string }>(201, '/api/properties', { name: `Bench ${index}`, timezone: 'America/New_York', checkInTime: '16:00', checkOutTime: '11:00' });
          const rows = staysOf(index).map((stay) => ({ workspaceId, propertyId: property.id, kind: 'guest' as const, source: 'manual' as const, status: 'confirmed' as const, ...stay, guestName: `Guest ${index}`, createdAt: now, updatedAt: now }));
          for (let at = 0; at < rows.length; at += 500) {
            const inserted = await cohost.database.db.insert(reservations).values(rows.slice(at, at + 500)).returning({ id: reservations.id, checkInDate: reservations.checkInDate, checkOutDate: reservations.checkOutDate });
            for (const row of inserted) facts.push({ propertyId: property.id, reservationId: row.id, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate });
          }
          if ((index + 1) % 50 === 0) log(`${index + 1}/${PROPERTIES} properties`);
        }
        const payload = (stay: (typeof facts)[number]) => ({ workspaceId, ...stay, kind: 'guest', source: 'manual', status: 'confirmed', checkInAt: '', checkOutAt: '', isFromSync: false });

        log(`planning the turnovers of ${facts.length} stays`);
        const perStay: number[] = [];
        const started = performance.now();
        for (const [position, stay] of facts.entries()) {
          const one = performance.now();
          await plan.handle({ payload: payload(stay) } as never);
          perStay.push(performance.now() - one);
          if ((position + 1) % 5000 === 0) log(`${position + 1}/${facts.length} stays`);
        }
        const planSeconds = (performance.now() - started) / 1000;
        const [{ n: turnovers }] = (await cohost.database.db
          .select({ n: count() })
          .from(cleaningTasks)
          .where(and(eq(cleaningTasks.workspaceId, workspaceId), ne(cleaningTasks.status, 'cancelled')))) as [{ n: number }];
        const [{ n: sameDay }] = (await cohost.database.db
          .select({ n: count() })
          .from(cleaningTasks)
          .where(and(eq(cleaningTasks.workspaceId, workspaceId), eq(cleaningTasks.sameDay, true)))) as [{ n: number }];

        // One stay per property, halfway through, leaves a day later: its turnover and its neighbour's move.
        const moved: number[] = [];
        const byProperty = new Map<string, typeof facts>();
        for (const stay of facts) byProperty.set(stay.propertyId, [...(byProperty.get(stay.propertyId) ?? []), stay]);
        for (const stays of byProperty.values()) {
          const stay = stays[Math.floor(stays.length / 2)]!;
          const later = isoDay(Date.parse(`${stay.checkOutDate}T00:00:00Z`) + DAY);
          await cohost.database.db.update(reservations).set({ checkOutDate: later }).where(eq(reservations.id, stay.reservationId));
          const one = performance.now();
          await move.handle({ payload: payload({ ...stay, checkOutDate: later }) } as never);
          moved.push(performance.now() - one);
        }
        const sorted = [...perStay].sort((a, b) => a - b);
        const figures: Figure[] = [
          {
            label: `Plan turnovers for ${facts.length} stays (${PROPERTIES} properties × ${DAYS} days)`,
            value: planSeconds,
            unit: 's',
            detail: `${turnovers} turnovers (${sameDay} same-day), ${((planSeconds * 1000) / Math.max(1, facts.length)).toFixed(1)} ms per stay, p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(1)} ms`,
          },
          { label: 'Stay events planned per second (one worker)', value: facts.length / Math.max(planSeconds, 0.001), unit: 'events/s', target: { comparison: '>=', value: 50 } },
          { label: `Move a stay's turnover and its neighbour's (median of ${moved.length})`, value: median(moved), unit: 'ms', target: { comparison: '<=', value: 250 } },
        ];
        return figures;
      } finally {
        await cohost.stop();
      }
    }),
};
