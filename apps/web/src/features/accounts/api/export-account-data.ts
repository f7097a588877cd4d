import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callAccountApi } from './account-api-request';

export interface AccountArchive {
  fileName: string;
  blob: Blob;
}

/** Everything Cohost holds about the user, as the JSON file the server names. */
export async function exportAccountData(): Promise<AccountArchive> {
  let fileName = 'cohost-export.json';
  const blob = await callAccountApi(async () => {
    const answer = await api.GET('/api/accounts/me/export', { parseAs: 'blob' });
    fileName = /filename="([^"]+)"/.exec(answer.response.headers.get('content-disposition') ?? '')?.[1] ?? fileName;
    return answer;
  }, 'Failed to export your data');
  return { fileName, blob };
}

export function useExportAccountData() {
  return useMutation({ mutationFn: exportAccountData });
}
