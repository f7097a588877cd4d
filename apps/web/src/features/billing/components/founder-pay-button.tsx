import { Button, type ButtonProps } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';

import { BILLING_TEXTS } from '../billing-texts';
import { useFounderCta } from '../lib/use-founder-cta';

interface FounderPayButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth'> {
  label: string;
  disabled?: boolean;
  /** Told once the checkout has opened (in a new tab, or this one). */
  onStarted?(): void;
}

/** Starts the founders payment; says 'Processing...' while the checkout is being created. */
export function FounderPayButton({ label, disabled = false, onStarted, ...buttonProps }: FounderPayButtonProps) {
  const payment = useFounderCta('signed-in', onStarted);
  return (
    <Button {...buttonProps} leftSection={<IconCrown size={18} />} disabled={disabled || payment.isPending} onClick={() => void payment.start()}>
      {payment.isPending ? BILLING_TEXTS.processing : label}
    </Button>
  );
}
