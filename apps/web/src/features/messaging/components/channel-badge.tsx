import { MESSAGE_CHANNEL_LABELS, isPlatformChannel, type MessageChannel } from '@cohost/shared';
import { Badge, type BadgeProps } from '@mantine/core';

import { CHANNEL_COLORS } from './channel-format';

/** Where a message came in or went out (Guest page, Email, SMS, Airbnb, Vrbo, Booking.com); platforms in their own colours. */
export function ChannelBadge({ channel, size = 'xs' }: { channel: MessageChannel; size?: BadgeProps['size'] }) {
  const isPlatform = isPlatformChannel(channel);
  return (
    <Badge size={size} color={CHANNEL_COLORS[channel]} variant={isPlatform ? 'filled' : 'light'} tt="none" style={{ flexShrink: 0 }}>
      {MESSAGE_CHANNEL_LABELS[channel]}
    </Badge>
  );
}
