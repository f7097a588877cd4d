import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { callSupportApi } from './support-api-request';

export type ContactRequestInput = NonNullable<paths['/api/support/contact']['post']['requestBody']>['content']['application/json'];

/** Sends a question or demo request to the host team (stored, then emailed to them). */
export function submitContactRequest(input: ContactRequestInput) {
  return callSupportApi(() => api.POST('/api/support/contact', { body: input }), 'Your message could not be sent. Please try again.');
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
