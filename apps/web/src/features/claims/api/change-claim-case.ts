import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import type { paths } from '../../../lib/api/schema';
import { CLAIMS_QUERY_KEY } from './claims-query-key';

type JsonBody<Path extends keyof paths, Method extends 'post' | 'put' | 'patch'> = paths[Path][Method] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** Every change to a case: each is one call whose answer is the case as it now stands. */
type ClaimChange =
  | { action: 'update'; caseId: string; input: JsonBody<'/api/claims/cases/{caseId}', 'patch'> }
  | { action: 'items'; caseId: string; input: JsonBody<'/api/claims/cases/{caseId}/items', 'put'> }
  | { action: 'step'; caseId: string; input: JsonBody<'/api/claims/cases/{caseId}/steps', 'post'> }
  | { action: 'close'; caseId: string; input: JsonBody<'/api/claims/cases/{caseId}/close', 'post'> }
  | { action: 'reopen'; caseId: string }
  | { action: 'packet'; caseId: string }
  | { action: 'remove-receipt'; caseId: string; receiptId: string }
  | { action: 'upload-receipt'; caseId: string; file: File };

export function changeClaimCase(change: ClaimChange) {
  const params = { path: { caseId: change.caseId } };
  switch (change.action) {
    case 'update':
      return callApi(() => api.PATCH('/api/claims/cases/{caseId}', { params, body: change.input }), 'Failed to save the case');
    case 'items':
      return callApi(() => api.PUT('/api/claims/cases/{caseId}/items', { params, body: change.input }), 'Failed to save the items');
    case 'step':
      return callApi(() => api.POST('/api/claims/cases/{caseId}/steps', { params, body: change.input }), 'The step was not taken');
    case 'close':
      return callApi(() => api.POST('/api/claims/cases/{caseId}/close', { params, body: change.input }), 'Failed to close the case');
    case 'reopen':
      return callApi(() => api.POST('/api/claims/cases/{caseId}/reopen', { params }), 'Failed to reopen the case');
    case 'packet':
      return callApi(() => api.POST('/api/claims/cases/{caseId}/packet', { params }), 'Failed to build the evidence packet');
    case 'remove-receipt':
      return callApi(() => api.DELETE('/api/claims/cases/{caseId}/receipts/{receiptId}', { params: { path: { caseId: change.caseId, receiptId: change.receiptId } } }), 'Failed to remove the receipt');
    case 'upload-receipt':
      return callApi(
        () =>
          api.POST('/api/claims/cases/{caseId}/receipts', {
            params: { ...params, query: { fileName: change.file.name } },
            // The file travels as it is (the API describes it as binary text), its type in the header; the server checks both.
            body: change.file as unknown as string,
            bodySerializer: (file) => file,
            headers: { 'content-type': change.file.type },
          }),
        'Failed to upload the receipt',
      );
  }
}

export function useChangeClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeClaimCase, onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }) });
}

export function createClaimCase(input: JsonBody<'/api/claims/cases', 'post'>) {
  return callApi(() => api.POST('/api/claims/cases', { body: input }), 'Failed to open the case');
}

export function useCreateClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClaimCase, onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }) });
}

export function offerClaimCredit({ caseId, input }: { caseId: string; input: JsonBody<'/api/claims/cases/{caseId}/credits', 'post'> }) {
  return callApi(() => api.POST('/api/claims/cases/{caseId}/credits', { params: { path: { caseId } }, body: input }), 'The credit was not offered');
}

export function useOfferClaimCredit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerClaimCredit, onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }) });
}
