import { Text, type TextProps } from '@mantine/core';

import { countdownTo, formatCountdown } from '../domain/founders-view';
import { useNow } from './use-now';

/**
 * Time left until the offer's stored end (never 7 days from this page load: DESIGN §1), ticking
 * every second. A timer role is not announced on every tick.
 */
export function FoundersCountdown({ endsAt, ...textProps }: { endsAt: string } & TextProps) {
  const now = useNow();
  // Before the browser's clock is read (prerendered markup, hydration) the figure stays blank.
  if (now === null) return <Text {...textProps}>Ends in …</Text>;
  const left = countdownTo(endsAt, now);
  if (left.isOver) return <Text {...textProps}>The offer has ended</Text>;
  return (
    <Text {...textProps}>
      Ends in{' '}
      <Text span role="timer" inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCountdown(left)}
      </Text>
    </Text>
  );
}
