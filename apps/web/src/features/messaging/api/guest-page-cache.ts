import type { GuestMessage, GuestPage } from '@cohost/shared';
import type { QueryClient } from '@tanstack/react-query';

import { guestPageQueryKey } from './get-guest-page';

/** What a guest's write answered shows at once, before the page is read again. */
export function addGuestMessages(queryClient: QueryClient, token: string, messages: GuestMessage[], patch: Partial<GuestPage> = {}) {
  queryClient.setQueryData<GuestPage>(guestPageQueryKey(token), (page) => {
    if (!page) return page;
    const known = new Set(page.messages.map((message) => message.id));
    return { ...page, ...patch, messages: [...page.messages, ...messages.filter((message) => !known.has(message.id))] };
  });
}
