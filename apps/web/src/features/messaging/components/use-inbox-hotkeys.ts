import { useHotkeys } from '@mantine/hooks';

/** Typing in a text field (a checkbox, switch or chip with focus is not typing). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
}

/**
 * The inbox's single-key shortcuts: ignored while the host types, and while `enabled` is false
 * (a dialog is open). A key that does something is not typed anywhere else.
 */
export function useInboxHotkeys(bindings: ReadonlyArray<[string, () => void]>, enabled: boolean): void {
  useHotkeys(
    enabled
      ? bindings.map(([hotkey, handler]) => [
          hotkey,
          (event: KeyboardEvent) => {
            if (isTyping(event.target)) return;
            event.preventDefault();
            handler();
          },
          { preventDefault: false },
        ])
      : [],
    [],
  );
}
