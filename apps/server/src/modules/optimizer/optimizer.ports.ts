import type { PropertyFacts } from '../properties';

/** A live stay or block as the figures read it (the reservations face's answer). */
interface CalendarFigures {
  stays: Array<{ propertyId: string; kind: 'guest' | 'owner' | 'maintenance'; checkInDate: string; checkOutDate: string; payoutCents: number | null; currency: string | null; createdAt: Date }>;
  blocks: Array<{ propertyId: string; startDate: string; endDate: string }>;
}

/** What the optimizer needs from the rest of the application, wired in the composition root. */
export interface OptimizerPorts {
  /** The workspace's live (not archived) properties. */
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  /** Live stays and blocks touching the days [from, to) of some properties. */
  readCalendar(workspaceId: string, range: { from: string; to: string }, propertyIds: string[]): Promise<CalendarFigures>;
}

/** The faces of the modules the optimizer uses (the composition root passes them whole). */
export interface OptimizerUses {
  properties: { listPropertyFacts: OptimizerPorts['listProperties'] };
  reservations: { listCalendarFigures: OptimizerPorts['readCalendar'] };
}

/** The ports, from the faces. */
export function connectOptimizerPorts({ properties, reservations }: OptimizerUses): OptimizerPorts {
  return { listProperties: properties.listPropertyFacts, readCalendar: reservations.listCalendarFigures };
}
