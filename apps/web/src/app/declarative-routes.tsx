import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { LimiteDeError } from './layouts/route-error';

/**
 * The areas list their routes as React Router route objects (`lazy`, `Component`, `ErrorBoundary`,
 * `children`); this turns them into the elements of declarative routing. The data router would add
 * 17 KB gzip to every public page (docs/decisions/008-presupuesto-de-javascript.md), so what only it
 * can do (loaders, actions, per-route hydration) is refused here, at start, with a clear message.
 */
const SOLO_DEL_DATA_ROUTER = ['loader', 'action', 'errorElement', 'HydrateFallback'] as const;

interface ModuloDeRuta {
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
}

type Cargado = { default: ComponentType };

/** Each lazy route's loader, to load a path's screens before the first render (precargarRuta). */
const precargas = new WeakMap<RouteObject, () => Promise<unknown>>();

/** A component already loaded, as a thenable React.lazy reads at once: no Suspense fallback in between. */
const yaCargado = (componente: ComponentType) =>
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point: React.lazy reads it at once.
  ({ then: (listo: (m: Cargado) => void) => listo({ default: componente }) }) as unknown as Promise<Cargado>;

function componenteDe(nombre: string, modulo: ModuloDeRuta): ComponentType {
  const { Component: Pagina, ErrorBoundary: Respaldo } = modulo;
  if (!Pagina) throw new Error(`Ruta ${nombre}: sin Component`);
  if (!Respaldo) return Pagina;
  return () => (
    <LimiteDeError Respaldo={Respaldo}>
      <Pagina />
    </LimiteDeError>
  );
}

export function rutasDeclarativas(rutas: RouteObject[]): RouteObject[] {
  return rutas.map((ruta) => {
    const nombre = ruta.path ?? (ruta.index ? '(index)' : '(layout)');
    // Checked while developing and in the tests (declarative-routes.test.ts imports every route list);
    // the build leaves the check out of every page.
    if (import.meta.env.DEV) {
      for (const clave of SOLO_DEL_DATA_ROUTER) {
        if (ruta[clave] !== undefined) throw new Error(`Ruta ${nombre}: sin ${clave} (decisión 008)`);
      }
    }
    const { lazy: cargar, Component: Pagina, ErrorBoundary, children, element, ...resto } = ruta;
    let contenido = element ?? (Pagina ? <Pagina /> : undefined);
    let precargar: (() => Promise<ComponentType>) | undefined;
    if (typeof cargar === 'function') {
      let cargado: ComponentType | undefined;
      let enCurso: Promise<ComponentType> | undefined;
      precargar = () => {
        enCurso ??= cargar().then((m) => {
          cargado = componenteDe(nombre, m as ModuloDeRuta);
          return cargado;
        });
        return enCurso;
      };
      const Perezosa = lazy(() =>
        cargado ? yaCargado(cargado) : precargar!().then((c) => ({ default: c })),
      );
      contenido = <Perezosa />;
    } else if (cargar) {
      throw new Error(`Ruta ${nombre}: lazy no es función`);
    }
    if (ErrorBoundary) contenido = <LimiteDeError Respaldo={ErrorBoundary}>{contenido}</LimiteDeError>;
    const declarativa = {
      ...resto,
      element: contenido,
      ...(children && { children: rutasDeclarativas(children) }),
    } as RouteObject;
    if (precargar) precargas.set(declarativa, precargar);
    return declarativa;
  });
}

/**
 * Loads the lazy screens a path matches. Awaited before the first render when the server already drew
 * the page: React then draws the same page at once instead of a spinner over it.
 */
export function precargarRuta(rutas: RouteObject[], pathname: string): Promise<unknown> {
  const coincidencias = matchRoutes(rutas, pathname) ?? [];
  return Promise.all(
    coincidencias.map((c) =>
      precargas
        .get(c.route)?.()
        .catch(() => undefined),
    ),
  );
}
