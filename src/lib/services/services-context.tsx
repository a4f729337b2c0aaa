import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiWrite } from '../api/write.ts';
import type { SessionState } from '../session/session-store.ts';
import type { AppServices } from './app-services.ts';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** The session and auth statuses, re-rendering on every change. */
export function useSessionState(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The write helper (spec section 7) bound to this app's client and notices. */
export function useApiWrite(): ApiWrite {
  return useServices().write;
}
