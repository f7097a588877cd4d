import { MessagesPage } from '../../features/messaging/components/messages-page';

export function MessagesRoute() {
  return <MessagesPage />;
}
