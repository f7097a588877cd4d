import { createContext, use, type ReactNode } from 'react';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionUser {
  name: string | null;
  email: string | null;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  signOut(): Promise<void>;
}

const SIGNED_OUT: Session = {
  status: 'signed-out',
  user: null,
  signOut: () => Promise.resolve(),
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Accounts supply the real session in issue #3.
  return <SessionContext value={SIGNED_OUT}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
