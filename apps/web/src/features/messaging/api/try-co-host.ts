import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

/** A dry run of the co-host on a sample question: nothing sent, nothing stored. */
export function tryCoHost(input: { propertyId: string; question: string }) {
  return callApi(() => api.POST('/api/co-host/try', { body: input }), 'The co-host could not answer');
}

export function useTryCoHost() {
  return useMutation({ mutationFn: tryCoHost });
}
