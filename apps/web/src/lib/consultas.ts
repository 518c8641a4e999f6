import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/**
 * The public pages' data layer: the few parts of TanStack Query's API they use (queryOptions, useQuery,
 * fetchQuery, invalidateQueries; useMutation in lib/mutaciones) in about 1 KB. TanStack Query itself does not fit the
 * public pages' 90 KB budget next to React (docs/decisions/008-presupuesto-de-javascript.md); the back
 * office, which has no such budget, keeps it. Same names, so moving a screen between both is an import.
 */
export type QueryKey = readonly unknown[];

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (contexto: { signal: AbortSignal }) => Promise<T>;
  /** How long an answer counts as fresh; 0 (the default) asks again on every mount. */
  staleTime?: number;
  enabled?: boolean;
  meta?: { errorMessage?: string };
}

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (it may not even be asked for, when disabled). */
  isPending: boolean;
  /** No answer yet and asking for one now. */
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
}

interface Entrada {
  estado: QueryState<unknown>;
  actualizadaEn: number;
  enCurso: Promise<unknown> | null;
  oyentes: Set<() => void>;
  ultima: QueryOptions<unknown> | null;
}

const INICIAL: QueryState<undefined> = {
  data: undefined,
  error: null,
  isPending: true,
  isLoading: false,
  isError: false,
  isFetching: false,
};

/** One more try after a second for network failures and 5xx; a 4xx will not change by asking again. */
const reintentar = (error: unknown) => !(error instanceof ApiError && error.status < 500);
const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

export function crearQueryCache(opciones: { retryDelay?: number } = {}) {
  const retryDelay = opciones.retryDelay ?? 1000;
  const entradas = new Map<string, Entrada>();

  function entrada(queryKey: QueryKey): Entrada {
    const clave = JSON.stringify(queryKey);
    let e = entradas.get(clave);
    if (!e) {
      e = { estado: INICIAL, actualizadaEn: 0, enCurso: null, oyentes: new Set(), ultima: null };
      entradas.set(clave, e);
    }
    return e;
  }

  function publicar(e: Entrada, cambios: Partial<QueryState<unknown>>) {
    const estado = { ...e.estado, ...cambios };
    e.estado = { ...estado, isLoading: estado.isPending && estado.isFetching };
    for (const oyente of e.oyentes) oyente();
  }

  function pedir<T>(opciones: QueryOptions<T>): Promise<T> {
    const e = entrada(opciones.queryKey);
    e.ultima = opciones as QueryOptions<unknown>;
    if (e.enCurso) return e.enCurso as Promise<T>;
    publicar(e, { isFetching: true });
    const intento = () => opciones.queryFn({ signal: new AbortController().signal });
    const trabajo = intento()
      .catch(async (error: unknown) => {
        if (!reintentar(error)) throw error;
        await esperar(retryDelay);
        return intento();
      })
      .then(
        (data) => {
          e.actualizadaEn = Date.now();
          publicar(e, { data, error: null, isPending: false, isError: false, isFetching: false });
          return data;
        },
        (error: unknown) => {
          // Spec §8: load failures are logged; each screen shows its empty state.
          console.error(opciones.meta?.errorMessage ?? 'Error al cargar los datos', error);
          publicar(e, { error, isError: true, isPending: false, isFetching: false });
          throw error;
        },
      )
      .finally(() => {
        e.enCurso = null;
      });
    e.enCurso = trabajo;
    return trabajo;
  }

  const fresca = (e: Entrada, staleTime = 0) =>
    e.actualizadaEn > 0 && Date.now() - e.actualizadaEn < staleTime;

  return {
    entrada,
    pedir,
    /** An answer the server drew the page with (app/datos-iniciales.ts): fresh from now, as if just asked. */
    sembrar(queryKey: QueryKey, data: unknown) {
      const e = entrada(queryKey);
      e.actualizadaEn = Date.now();
      publicar(e, { data, error: null, isPending: false, isError: false, isFetching: false });
    },
    /** Forgets every answer: the server draws each page from only that page's answers. */
    vaciar() {
      entradas.clear();
    },
    /** The cached answer when still fresh, otherwise a new one (spec §4: dates are refetched before booking). */
    async fetchQuery<T>(opciones: QueryOptions<T>): Promise<T> {
      const e = entrada(opciones.queryKey);
      if (fresca(e, opciones.staleTime) && !e.estado.isError) return e.estado.data as T;
      return pedir(opciones);
    },
    /** Marks every query whose key starts with `queryKey` as old and asks again for those on screen. */
    async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
      const prefijo = JSON.stringify(queryKey).slice(0, -1);
      const pendientes: Promise<unknown>[] = [];
      for (const [clave, e] of entradas) {
        if (!clave.startsWith(prefijo)) continue;
        e.actualizadaEn = 0;
        if (e.oyentes.size > 0 && e.ultima && e.ultima.enabled !== false) {
          pendientes.push(pedir(e.ultima).catch(() => undefined));
        }
      }
      await Promise.all(pendientes);
    },
    fresca,
  };
}

export type QueryCache = ReturnType<typeof crearQueryCache>;

/** The page's one cache. */
export const queryCache = crearQueryCache();

export function queryOptions<T>(opciones: QueryOptions<T>): QueryOptions<T> {
  return opciones;
}

export function useQueryClient(): QueryCache {
  return queryCache;
}

export function useQuery<T>(opciones: QueryOptions<T>): QueryState<T> {
  const e = queryCache.entrada(opciones.queryKey);
  const estado = useSyncExternalStore(
    useCallback(
      (oyente: () => void) => {
        e.oyentes.add(oyente);
        return () => e.oyentes.delete(oyente);
      },
      [e],
    ),
    () => e.estado,
    () => e.estado,
  ) as QueryState<T>;
  const habilitada = opciones.enabled !== false;
  // Asks when the key appears on screen, unless a fresh answer is already there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key (through its entry) decides, as in TanStack Query.
  useEffect(() => {
    if (!habilitada || queryCache.fresca(e, opciones.staleTime)) return;
    queryCache.pedir(opciones).catch(() => undefined);
  }, [e, habilitada]);
  return estado;
}
