import type { AutonomySettings } from '@cohost/shared';
import type { SuppliesDeps } from '../supplies.deps';
import { onOrderByItem, type SupplyItemRow } from '../supplies.repo';
import { forecast, FORECAST_HORIZON_DAYS, type Forecast, type StayNights } from '../domain/forecast';
import { DEFAULT_USE_PER_GUEST_NIGHT, starterItem } from '../domain/starter-items';
import { ensurePropertyItems } from './ensure-supplies';

/** Guests per stay when the stay does not say (the reservations face gives dates, not party size). */
export const GUESTS_PER_STAY = 2;
const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export interface ItemForecast extends Forecast {
  item: SupplyItemRow;
  usePerGuestNight: number;
  learned: boolean;
  onOrder: number;
}

export interface PropertyForecast {
  items: ItemForecast[];
  stays: StayNights[];
  settings: AutonomySettings;
}

export function useOf(item: SupplyItemRow): { use: number; learned: boolean } {
  if (item.learnedUsePerGuestNight !== null) return { use: item.learnedUsePerGuestNight, learned: true };
  return { use: starterItem(item.key)?.usePerGuestNight ?? DEFAULT_USE_PER_GUEST_NIGHT, learned: false };
}

/** A property's stays as guest-nights, from `from` to the forecast's horizon. */
export async function loadStayNights(deps: Pick<SuppliesDeps, 'ports' | 'clock'>, workspaceId: string, propertyId: string, from: Date): Promise<StayNights[]> {
  const to = new Date(deps.clock.now().getTime() + (FORECAST_HORIZON_DAYS + 1) * DAY_MS);
  const stays = await deps.ports.listPropertyStays(workspaceId, propertyId, { from: isoDay(from), to: isoDay(to) });
  return stays.filter((stay) => stay.kind !== 'maintenance').map((stay) => ({ checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, guests: GUESTS_PER_STAY }));
}

/** Every item of a property with its expected stock, run-out date and status now. */
export async function forecastProperty(deps: Pick<SuppliesDeps, 'db' | 'clock' | 'ports'>, workspaceId: string, propertyId: string): Promise<PropertyForecast> {
  const items = await ensurePropertyItems(deps, workspaceId, propertyId);
  const now = deps.clock.now();
  const today = isoDay(now);
  const earliest = items.reduce((min, item) => (item.stockAt && item.stockAt < min ? item.stockAt : min), now);
  const [stays, settings, onOrder] = await Promise.all([
    loadStayNights(deps, workspaceId, propertyId, earliest),
    deps.ports.settingsFor(workspaceId, propertyId),
    onOrderByItem(deps.db, workspaceId, propertyId),
  ]);
  const nextTurnoverDay = stays.map((stay) => stay.checkOutDate).filter((day) => day >= today).sort()[0] ?? null;
  return {
    stays,
    settings,
    items: items.map((item) => {
      const { use, learned } = useOf(item);
      const result = forecast({
        stock: item.stock,
        stockDay: isoDay(item.stockAt ?? now),
        today,
        usePerGuestNight: use,
        stays,
        par: item.par,
        minimum: item.minimum,
        thresholdPercent: settings.supplies.orderThresholdPercent,
        nextTurnoverDay,
        unit: item.unit,
      });
      return { ...result, item, usePerGuestNight: use, learned, onOrder: onOrder.get(item.id) ?? 0 };
    }),
  };
}
