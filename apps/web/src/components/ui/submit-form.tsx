import type { ReactNode } from 'react';

/**
 * A form whose fields the app checks itself (the shared zod schemas, then the server's 400s):
 * the browser's own validation is off, and submitting runs `onSubmit` instead of a page load.
 */
export function SubmitForm({ onSubmit, children }: { onSubmit(): Promise<void> | void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
