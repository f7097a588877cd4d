import { notifications } from '@mantine/notifications';

// Toasts of the whole app: success in green, problems in red. A toast raised before the toast
// container has loaded waits in the store and shows once it mounts.

export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 5_000 });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 8_000 });
}
