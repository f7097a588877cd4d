import { Badge, Button, type ButtonProps } from '@mantine/core';

interface FounderCtaButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth'> {
  onClick(): void;
  isPending: boolean;
  disabled?: boolean;
}

/** 'Secure Your Spot for $1' with its 'Founders Price' tag; 'Processing...' while the checkout is made (brief §2, §4). */
export function FounderCtaButton({ onClick, isPending, disabled = false, ...buttonProps }: FounderCtaButtonProps) {
  return (
    <Button
      {...buttonProps}
      // Orange dark enough for white text (5.2:1); Mantine's darkest orange is 4.3:1.
      color="#c2410c"
      onClick={onClick}
      disabled={disabled || isPending}
      rightSection={
        isPending ? null : (
          <Badge size="sm" color="yellow.3" c="dark.8" radius="sm">
            Founders Price
          </Badge>
        )
      }
    >
      {isPending ? 'Processing...' : 'Secure Your Spot for $1'}
    </Button>
  );
}
