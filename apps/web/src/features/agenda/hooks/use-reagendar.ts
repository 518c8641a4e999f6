import { useSyncExternalStore } from 'react';
import { crearSessionStore } from '../../../lib/session-store';
import { leerReagendar, type Reagendar } from '../lib/reagendar';

const store = crearSessionStore('reagendar', leerReagendar);

/** The hour being moved, kept until the new booking succeeds or the client gives up (spec §4). */
export function useReagendar() {
  const reagendar = useSyncExternalStore(store.subscribe, store.get, store.inicial);
  return [reagendar, store.set as (valor: Reagendar | null) => void] as const;
}
