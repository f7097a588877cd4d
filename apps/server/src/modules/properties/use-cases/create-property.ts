import type { Property, PropertyValues } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { assertCanManageProperties } from '../domain/property-access';
import { toProperty, toPropertyWrite } from '../domain/property-mapping';
import { timeZoneFromAddress } from '../domain/time-zone-from-address';
import type { PropertiesDeps } from '../properties.deps';
import { countActiveProperties, insertProperty, lockWorkspaceProperties } from '../properties.repo';

/**
 * Adds a property within the plan's limit. The plan check (billing's port) runs on its own
 * connection, so it cannot sit inside our transaction (PGlite has one connection); instead the
 * insert re-counts under a per-workspace lock and starts over if another create got in between.
 */
export async function createProperty(deps: PropertiesDeps, actor: Actor, values: PropertyValues): Promise<Property> {
  assertCanManageProperties(actor);
  // A zone the host chose stays; without one, the address says (a Colorado property checks in at 16:00 in Denver, not UTC).
  const timezone = values.timezone ?? timeZoneFromAddress(values.address)?.timezone ?? 'UTC';
  for (;;) {
    const counted = await countActiveProperties(deps.db, actor.workspaceId);
    await deps.ports.assertPlanAllowsProperty(actor.workspaceId, counted);
    const row = await deps.db.transaction(async (tx) => {
      await lockWorkspaceProperties(tx, actor.workspaceId);
      if ((await countActiveProperties(tx, actor.workspaceId)) !== counted) return null;
      const now = deps.clock.now();
      return insertProperty(tx, actor.workspaceId, { ...toPropertyWrite(values, now), timezone }, now);
    });
    if (row) {
      deps.log.info({ workspaceId: actor.workspaceId, propertyId: row.id }, 'property created');
      return toProperty(row);
    }
  }
}
