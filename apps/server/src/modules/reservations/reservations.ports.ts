import type { Actor } from '../accounts';
import type { PropertyFacts } from '../properties';

/** What reservations needs from the rest of the application, wired in the composition root. */
export interface ReservationsPorts {
  /** The demo workspace's host, for the demo portfolio (null before the demo host exists). */
  findDemoActor(): Promise<Actor | null>;
  findPropertyFacts(workspaceId: string, propertyId: string): Promise<PropertyFacts | null>;
  findPropertyFactsById(propertyId: string): Promise<PropertyFacts | null>;
  /** The workspace's properties that are not archived. */
  listPropertyFacts(workspaceId: string): Promise<PropertyFacts[]>;
}

/** The faces of the modules reservations uses (the composition root passes them whole). */
export interface ReservationsUses {
  accounts: Pick<ReservationsPorts, 'findDemoActor'>;
  properties: Pick<ReservationsPorts, 'findPropertyFacts' | 'findPropertyFactsById' | 'listPropertyFacts'>;
}

/** The ports, from the faces. */
export function connectReservationsPorts({ accounts, properties }: ReservationsUses): ReservationsPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findPropertyFacts: properties.findPropertyFacts,
    findPropertyFactsById: properties.findPropertyFactsById,
    listPropertyFacts: properties.listPropertyFacts,
  };
}
