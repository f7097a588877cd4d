import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callBillingApi } from './billing-api-request';

export interface InvoiceArchive {
  fileName: string;
  blob: Blob;
}

/** Every invoice of the workspace in one zip, named as the server names it. */
export async function downloadInvoiceArchive(): Promise<InvoiceArchive> {
  let fileName = 'cohost-invoices.zip';
  const blob = await callBillingApi(async () => {
    const answer = await api.GET('/api/billing/invoices/archive', { parseAs: 'blob' });
    fileName = /filename="([^"]+)"/.exec(answer.response.headers.get('content-disposition') ?? '')?.[1] ?? fileName;
    return answer;
  }, 'Failed to download your invoices');
  return { fileName, blob };
}

export function useDownloadInvoiceArchive() {
  return useMutation({ mutationFn: downloadInvoiceArchive });
}
