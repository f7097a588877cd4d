import { Button } from '@mantine/core';

import { ACCOUNTS_TEXTS } from '../accounts-constants';

/** While the request runs the button says 'Loading...' and cannot be pressed again (brief §4). */
export function SubmitButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <Button type="submit" fullWidth size="md" disabled={isPending}>
      {isPending ? ACCOUNTS_TEXTS.loading : label}
    </Button>
  );
}
