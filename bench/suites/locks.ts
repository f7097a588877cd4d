import { and, count, eq, inArray } from 'drizzle-orm';
import type { createLocksModule } from '../../apps/server/src/modules/locks';
import { doorCodes } from '../../apps/server/src/modules/locks/locks.tables';
import { AdjustableClock } from '../../apps/server/src/platform/runtime/clock';
import type { BenchSuite, Figure } from '../support/bench-suite';
import { signUpHost, startInProcessCohost } from '../support/in-process-cohost';
import { withTempDir } from '../support/server-process';

// Issue 19: codes scheduled for 1,000 stays across 200 locks in one pass, with its time.
const LOCKS = Number(process.env.BENCH_LOCKS) || 200;
const STAYS_PER_LOCK = 5;
const DAY = 86_400_000;

type Locks = ReturnType<typeof createLocksModule>;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A portfolio of LOCKS properties with a virtual lock each and STAYS_PER_LOCK stays each (one
 * after another over the coming weeks), built through the API: the time to schedule every stay's
 * code (generated, sealed, unique on its lock: the events delivered), then, with the clock moved
 * to the day before the first arrivals, one pass of the every-minute work sending each lock's
 * next code, and the next pass reading the locks' confirmations.
 */
export const locksSuite: BenchSuite = {
  name: 'Locks',
  run: (log) =>
    withTempDir(async (dataDir) => {
      const clock = new AdjustableClock();
      const cohost = await startInProcessCohost(dataDir, { BILLING: 'off' }, clock);
      try {
        const locks = cohost.modules.find((module) => module.name === 'locks') as unknown as Locks;
        const events = cohost.modules.find((module) => module.name === 'events') as unknown as { deliverPending(): Promise<{ delivered: number; failed: number }> };
        const { client, workspaceId } = await signUpHost(cohost, 'Bench Host');
        // Expert: every code goes to its lock without waiting for a person.
        const settings = await client.request<{ settings: Record<string, unknown> }>('/api/ai-settings');
        await client.request('/api/ai-settings', { method: 'PUT', body: { settings: { ...settings.json.settings, mode: 'expert', autonomyLevel: 100 } } });

        log(`building ${LOCKS} properties with a virtual lock and ${STAYS_PER_LOCK} stays each`);
        const today = new Date();
        let stays = 0;
        const firstCheckIn = new Date(today.getTime() + 2 * DAY);
        for (let index = 0; index < LOCKS; index++) {
          const property = await client.expect<{ id: string }>(201, '/api/properties', { name: `Bench ${index}`, timezone: 'UTC', checkInTime: '16:00', checkOutTime: '11:00' });
          await client.expect(201, '/api/locks/virtual', { name: `Door ${index}`, propertyId: property.id, profile: 'yale-assure' });
          for (let stay = 0; stay < STAYS_PER_LOCK; stay++) {
            const checkIn = new Date(today.getTime() + (2 + stay * 3) * DAY);
            await client.expect(201, `/api/properties/${property.id}/reservations`, { checkInDate: isoDay(checkIn), checkOutDate: isoDay(new Date(checkIn.getTime() + 2 * DAY)), guestName: `Guest ${index}-${stay}` });
            stays++;
          }
          if ((index + 1) % 50 === 0) log(`${index + 1}/${LOCKS} properties`);
        }

        const planStarted = performance.now();
        while ((await events.deliverPending()).delivered > 0) {
          // Deliveries come in passes; the last one delivers nothing.
        }
        const planSeconds = (performance.now() - planStarted) / 1000;
        const codesOf = async (statuses: Array<(typeof doorCodes.$inferSelect)['status']>) =>
          (await cohost.database.db.select({ n: count() }).from(doorCodes).where(and(eq(doorCodes.workspaceId, workspaceId), inArray(doorCodes.status, statuses))))[0]!.n;
        const planned = await codesOf(['planned']);

        // The day before the first arrivals, at check-in time: each lock's next code is due.
        clock.set(new Date(`${isoDay(new Date(firstCheckIn.getTime() - DAY))}T16:00:30Z`));
        const sendStarted = performance.now();
        const looked = await locks.advanceDoorCodes();
        const sendSeconds = (performance.now() - sendStarted) / 1000;
        const sent = await codesOf(['programming']);

        clock.set(new Date(clock.now().getTime() + 60_000));
        const confirmStarted = performance.now();
        await locks.advanceDoorCodes();
        const confirmSeconds = (performance.now() - confirmStarted) / 1000;
        const confirmed = await codesOf(['set']);

        const figures: Figure[] = [
          { label: `Plan codes for ${stays} stays (events delivered)`, value: planSeconds, unit: 's', detail: `${planned} codes planned on ${LOCKS} locks, ${((planSeconds * 1000) / stays).toFixed(1)} ms per stay` },
          { label: `One pass sending ${looked} due codes to ${LOCKS} locks`, value: sendSeconds, unit: 's', target: { comparison: '<=', value: 60 }, detail: `${sent} now programming; ${((sendSeconds * 1000) / Math.max(1, looked)).toFixed(1)} ms per code; target: within the minute between passes` },
          { label: 'The next pass reading the locks’ confirmations', value: confirmSeconds, unit: 's', target: { comparison: '<=', value: 60 }, detail: `${confirmed} codes confirmed set (the virtual locks refuse about 5%, retried later)` },
        ];
        return figures;
      } finally {
        await cohost.stop();
      }
    }),
};
