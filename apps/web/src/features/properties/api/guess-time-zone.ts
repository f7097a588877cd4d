import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

export interface AddressForZone {
  city: string;
  region: string;
  country: string;
}

export function guessTimeZone(address: AddressForZone, signal?: AbortSignal) {
  return callApi(() => api.GET('/api/time-zones/guess', { params: { query: address }, signal }), 'Failed to read the time zone from the address');
}

/** The zone the address says (read on the server, offline), once the host has typed some of it. */
export function useTimeZoneGuess(address: AddressForZone) {
  const asked = Boolean(address.city.trim() || address.region.trim() || /^[A-Za-z]{2}$/.test(address.country.trim()));
  const query = { city: address.city.trim(), region: address.region.trim(), country: /^[A-Za-z]{2}$/.test(address.country.trim()) ? address.country.trim() : '' };
  return useQuery({ queryKey: ['time-zone-guess', query], queryFn: ({ signal }) => guessTimeZone(query, signal), enabled: asked, staleTime: Infinity, placeholderData: keepPreviousData });
}
