import type { SuppliesDeps } from '../supplies.deps';
import { forecastProperty } from './forecast-property';

/** One item a cleaner counts at the end of a clean, and whether to bring or check it ("Notify cleaners of low stock"). */
interface ItemToCount {
  key: string;
  name: string;
  unit: string;
  /** Low or critical now, told only when the AI settings' "Notify cleaners of low stock" is on. */
  runningLow: boolean;
}

/**
 * The property's items as the cleaner's portal lists them for the end-of-clean count (the keys
 * come back with `cleaning.supplies-counted`, so counts match items exactly), with the low and
 * critical ones flagged for the cleaner to bring or check when the host asked for it.
 */
export async function listItemsToCount(deps: Pick<SuppliesDeps, 'db' | 'clock' | 'ports'>, workspaceId: string, propertyId: string): Promise<ItemToCount[]> {
  const { items, settings } = await forecastProperty(deps, workspaceId, propertyId);
  const tell = settings.supplies.notifyCleanersLowStock;
  return items.map(({ item, status }) => ({ key: item.key, name: item.name, unit: item.unit, runningLow: tell && status !== 'good' }));
}
