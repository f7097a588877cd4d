import { useQueryClient } from '@tanstack/react-query';

import { MESSAGING_QUERY_KEY } from './messaging-query-key';

/** After a write: the list, the open conversation and the stay's scheduled messages may all have changed. */
export function useRefreshMessaging() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MESSAGING_QUERY_KEY });
}
