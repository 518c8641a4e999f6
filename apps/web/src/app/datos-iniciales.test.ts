import { readFileSync } from 'node:fs';
import { ID_PRECARGAS, PAGINAS } from '@barberia/shared';
import { describe, expect, it, vi } from 'vitest';
import { galeriaQueryOptions } from '../features/galeria/api/get-galeria';
import { serviciosQueryOptions } from '../features/servicios/api/get-servicios';
import { productosQueryOptions } from '../features/tienda/api/get-productos';
import { queryCache } from '../lib/consultas';
import { CLAVES_DE_DATOS, sembrarDatosIniciales } from './datos-iniciales';

describe('the answers a page was drawn with', () => {
  it('fill the very query each screen asks with, for the API path it asks', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    for (const opciones of [serviciosQueryOptions, galeriaQueryOptions, productosQueryOptions]) {
      fetch.mockResolvedValueOnce(Response.json([]));
      await opciones.queryFn({ signal: new AbortController().signal });
      const ruta = new URL(String(fetch.mock.lastCall?.[0]), 'http://x').pathname;
      expect(CLAVES_DE_DATOS[ruta]).toEqual(opciones.queryKey);
    }
    fetch.mockRestore();
  });

  it('cover every API read a page is drawn with', () => {
    const dibujadas = Object.values(PAGINAS).flatMap((p) => (p.datosEnElHtml ? (p.datos ?? []) : []));
    expect(dibujadas.length).toBeGreaterThan(0);
    for (const ruta of dibujadas) expect(CLAVES_DE_DATOS, ruta).toHaveProperty([ruta]);
  });

  it('count as a fresh answer, so the screen does not show a loader nor ask at once', () => {
    sembrarDatosIniciales({ '/api/servicios': [{ nombre: 'Corte' }], '/api/desconocida': 1 });
    const e = queryCache.entrada(['servicios']);
    expect(e.estado).toMatchObject({ data: [{ nombre: 'Corte' }], isPending: false, isLoading: false });
    expect(queryCache.fresca(e, serviciosQueryOptions.staleTime)).toBe(true);
    queryCache.vaciar();
    expect(queryCache.entrada(['servicios']).estado.isPending).toBe(true);
  });

  it('are listed by the server under the id the entry reads (written out there to spare its bytes)', () => {
    expect(readFileSync(new URL('../main.tsx', import.meta.url), 'utf8')).toContain(`'${ID_PRECARGAS}'`);
  });
});
