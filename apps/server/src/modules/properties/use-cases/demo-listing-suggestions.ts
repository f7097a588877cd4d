import { DEMO_LISTING_SUGGESTIONS } from '../domain/demo-listing-suggestions';
import type { PropertiesDeps } from '../properties.deps';
import { listActiveProperties } from '../properties.repo';
import type { ListingChange } from './listing-change-handler';

/** The demo's suggestions, written against each demo property's current text. */
export async function demoListingSuggestions(deps: Pick<PropertiesDeps, 'db'>, workspaceId: string): Promise<Array<{ propertyId: string; title: string; payload: ListingChange }>> {
  const rows = await listActiveProperties(deps.db, workspaceId);
  return DEMO_LISTING_SUGGESTIONS.flatMap((suggestion) => {
    const row = rows.find((property) => property.name === suggestion.property);
    if (!row) return [];
    return [{ propertyId: row.id, title: suggestion.title, payload: { propertyId: row.id, field: suggestion.field, before: row.listing[suggestion.field], after: suggestion.after, why: suggestion.why } }];
  });
}
