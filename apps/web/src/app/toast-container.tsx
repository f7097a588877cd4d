// The toast container and its styles, loaded with the first toast (app/providers.tsx).
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
