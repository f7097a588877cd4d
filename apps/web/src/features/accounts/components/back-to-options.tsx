import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

import { ACCOUNTS_TEXTS } from '../accounts-constants';

export function BackToOptions({ onClick }: { onClick(): void }) {
  return (
    <Button variant="subtle" color="gray" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClick} mx="auto">
      {ACCOUNTS_TEXTS.backToOptions}
    </Button>
  );
}
