import type { CreateSupplyVendorInput, UpdateSupplyVendorInput } from '@cohost/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SUPPLIES_QUERY_KEY } from './supplies-query-key';

export function listSupplyVendors(signal?: AbortSignal) {
  return callApi(() => api.GET('/api/supplies/vendors', { signal }), 'Failed to load your vendors');
}

export function getSupplyVendorsQueryOptions() {
  return queryOptions({ queryKey: [...SUPPLIES_QUERY_KEY, 'vendors'], queryFn: ({ signal }) => listSupplyVendors(signal), select: (data) => data.items });
}

/** The vendors items are ordered from (the simulated one first); fresh with the rest of supplies. */
export function useSupplyVendors() {
  return useQuery(getSupplyVendorsQueryOptions());
}

type VendorChange =
  | { action: 'create'; input: CreateSupplyVendorInput }
  | { action: 'update'; vendorId: string; input: UpdateSupplyVendorInput }
  | { action: 'remove'; vendorId: string };

/** Add a vendor, rename it or change its address, or remove it. */
export function changeSupplyVendor(change: VendorChange) {
  switch (change.action) {
    case 'create':
      return callApi(() => api.POST('/api/supplies/vendors', { body: change.input }), 'Failed to add the vendor');
    case 'update':
      return callApi(() => api.PUT('/api/supplies/vendors/{vendorId}', { params: { path: { vendorId: change.vendorId } }, body: change.input }), 'Failed to save the vendor');
    case 'remove':
      return callApi(() => api.DELETE('/api/supplies/vendors/{vendorId}', { params: { path: { vendorId: change.vendorId } } }), 'Failed to remove the vendor');
  }
}

export function useChangeSupplyVendor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSupplyVendor, onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIES_QUERY_KEY }) });
}
