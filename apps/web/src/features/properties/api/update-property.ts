import type { Property, PropertyInput } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { PORTFOLIO_VIEWS_KEY, PROPERTIES_QUERY_KEY } from './properties-query-key';

/** PUT replaces the whole property: callers send every field, changed or not. */
export function updateProperty({ propertyId, input }: { propertyId: string; input: PropertyInput }) {
  return callApi(() => api.PUT('/api/properties/{propertyId}', { params: { path: { propertyId } }, body: input as never }), 'Failed to save the property');
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProperty, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PORTFOLIO_VIEWS_KEY })]) });
}

/** A property as the input PUT expects (what the server answered, minus its own fields). */
export function toPropertyInput(property: Property): PropertyInput {
  const { id: _id, archivedAt: _archivedAt, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = property;
  return input;
}
