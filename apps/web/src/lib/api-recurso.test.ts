import { avisoSchema } from '@barberia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consultaGet } from './api-recurso';

const AVISO = {
  _id: '00000000-0000-4000-8000-000000000001',
  titulo: 'Hola',
  contenido: 'Texto',
  isActivo: true,
};

function responder(cuerpo: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(cuerpo), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('consultaGet con esquema (issue 21: la respuesta se comprueba en el borde)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const opciones = consultaGet('/avisos', ['avisos'], 'Error', { esquema: z.array(avisoSchema) });
  const leer = () => opciones.queryFn({ signal: new AbortController().signal } as never);

  it('una respuesta con la forma del esquema llega tal cual', async () => {
    responder([AVISO]);
    expect(await leer()).toEqual([AVISO]);
  });

  it('una respuesta de otra forma (un servidor de otra versión) falla en vez de dibujar media pantalla', async () => {
    responder([{ ...AVISO, titulo: 42 }]);
    await expect(leer()).rejects.toThrow();
  });
});
