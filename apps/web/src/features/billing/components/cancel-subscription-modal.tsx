import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { toastError, toastSuccess } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDate } from '../domain/subscription-summary';

/** Cancelling asks first, and says what happens: the plan runs to the period's end, nothing is deleted. */
export function CancelSubscriptionModal({ opened, onClose, periodEnd }: { opened: boolean; onClose(): void; periodEnd: string | null }) {
  const cancel = useCancelSubscription();
  const until = periodEnd ? formatDate(periodEnd) : null;

  async function handleConfirm() {
    try {
      await cancel.mutateAsync();
      toastSuccess(until ? `Your subscription ends on ${until}.` : 'Your subscription will not renew.');
      onClose();
    } catch (error) {
      toastError(describeBillingError(error, 'Failed to cancel your subscription'));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel your subscription?" centered>
      <Stack gap="md">
        <Text size="sm">
          {until ? `Your plan stays active until ${until} and then does not renew.` : 'Your plan does not renew at the end of this period.'} After that
          your automations pause; nothing is deleted, and you can resume any time before then.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Keep subscription
          </Button>
          <Button color="red" onClick={() => void handleConfirm()} loading={cancel.isPending}>
            Cancel subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
