import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import type { LiveSession } from './session-bridge';
import type { SessionUser } from './session-user';

export type { SessionUser } from './session-user';
export { displayNameOf } from './session-user';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Signs out on the server (every tab follows) and goes to the landing page. */
  signOut(): Promise<void>;
  /** Asks the server again, e.g. while waiting for an email to be confirmed in another tab. */
  refresh(): Promise<void>;
}

interface SessionContextValue extends Session {
  /** Starts loading the auth client; the first screen that needs the session calls it. */
  request(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

// The auth client (better-auth and its plugins) is downloaded only once a screen asks for the
// session, so the landing page does not carry it.
const SessionBridge = lazy(async () => {
  const { SessionBridge } = await import('./session-bridge');
  return { default: SessionBridge };
});

const loadAuthActions = () => import('./session-bridge');

export function SessionProvider({ children }: { children: ReactNode }) {
  const [isRequested, setIsRequested] = useState(false);
  const [live, setLive] = useState<LiveSession | null>(null);
  const navigate = useNavigate();

  const request = useCallback(() => setIsRequested(true), []);

  const signOut = useCallback(async () => {
    const { signOutEverywhere } = await loadAuthActions();
    await signOutEverywhere();
    await navigate('/');
  }, [navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: live?.status ?? 'loading',
      user: live?.user ?? null,
      signOut,
      refresh: () => live?.refresh() ?? Promise.resolve(),
      request,
    }),
    [live, signOut, request],
  );

  return (
    <SessionContext value={value}>
      {isRequested && (
        <Suspense fallback={null}>
          <SessionBridge onChange={setLive} />
        </Suspense>
      )}
      {children}
    </SessionContext>
  );
}

function useSessionContext(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>.');
  return context;
}

/** The signed-in user, if any. Calling it loads the auth client on first use. */
export function useSession(): Session {
  const context = useSessionContext();
  const { request } = context;
  useEffect(request, [request]);
  return context;
}

/**
 * The session if a screen has already asked for it, without loading the auth client otherwise
 * (for the marketing header: the landing page stays light, and says 'Sign In' until then).
 */
export function useKnownSession(): Session {
  return useSessionContext();
}
