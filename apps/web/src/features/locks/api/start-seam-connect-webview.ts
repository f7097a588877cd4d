import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';

export function startSeamConnectWebview() {
  return callApi(() => api.POST('/api/locks/seam/connect-webview'), 'Seam did not open the connection page');
}

/** Opens Seam's Connect Webview: the page where the host signs in to their lock brand's account. */
export function useStartSeamConnectWebview() {
  return useMutation({ mutationFn: startSeamConnectWebview });
}
