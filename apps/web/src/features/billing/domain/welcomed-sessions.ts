// The success toast after paying shows once per checkout, not on every reload of the page it
// landed on: the checkout session ids already welcomed are remembered in this browser.

const STORAGE_KEY = 'cohost.billing.welcomed-sessions';
const REMEMBERED = 20;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time it is called for `sessionId` in this browser, false afterwards. */
export function claimWelcome(sessionId: string): boolean {
  const seen = read();
  if (seen.includes(sessionId)) return false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...seen, sessionId].slice(-REMEMBERED)));
  } catch {
    // Storage full or refused: the toast may show again on reload, which is harmless.
  }
  return true;
}
