import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';

import { toastError } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import type { BillingOverview } from '../api/get-billing-overview';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { BILLING_TEXTS } from '../billing-texts';
import { openPaymentUrl } from '../lib/open-payment-url';

function brandName(brand: string): string {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

/** The card on file, and Update: a card-saving checkout (or the provider's portal) in a new tab. */
export function PaymentMethodCard({ paymentMethod, canManage }: { paymentMethod: BillingOverview['paymentMethod']; canManage: boolean }) {
  const update = useUpdatePaymentMethod();

  async function handleUpdate() {
    try {
      const { url } = await update.mutateAsync();
      openPaymentUrl(url);
    } catch (error) {
      toastError(describeBillingError(error, 'Failed to open the payment method update'));
    }
  }

  return (
    <Card component="section" aria-labelledby="payment-method-title" withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id="payment-method-title">
          Payment method
        </Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" color="gray" aria-hidden>
              <IconCreditCard size={22} />
            </ThemeIcon>
            {paymentMethod ? (
              <div>
                <Text fw={600} data-testid="payment-method">
                  {brandName(paymentMethod.brand)} •••• {paymentMethod.last4}
                </Text>
                <Text size="sm" c="dimmed">
                  Expires {String(paymentMethod.expMonth).padStart(2, '0')}/{String(paymentMethod.expYear).slice(-2)}
                </Text>
              </div>
            ) : (
              <Text size="sm" c="dimmed">
                No card on file yet. One is added when you subscribe to a plan.
              </Text>
            )}
          </Group>
          {canManage && paymentMethod && (
            <Button variant="default" onClick={() => void handleUpdate()} disabled={update.isPending}>
              {update.isPending ? BILLING_TEXTS.processing : 'Update'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
