import { useCallback, useSyncExternalStore } from 'react';
import { crearSessionStore } from '../../../lib/session-store';
import { type AgendarInfo, leerAgendarInfo } from '../lib/agendar-info';

// sessionStorage so the draft survives a reload but not the end of the visit (spec §3 agendarInfo).
const store = crearSessionStore('agendarInfo', leerAgendarInfo);

export function useAgendarInfo() {
  const info = useSyncExternalStore(store.subscribe, store.get, store.inicial);
  const actualizar = useCallback((cambios: Partial<AgendarInfo> | ((actual: AgendarInfo) => AgendarInfo)) => {
    const actual = store.get();
    store.set(typeof cambios === 'function' ? cambios(actual) : { ...actual, ...cambios });
  }, []);
  return [info, actualizar] as const;
}
