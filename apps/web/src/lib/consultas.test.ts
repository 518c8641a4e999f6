import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { crearQueryCache, type QueryOptions } from './consultas';

afterEach(() => vi.restoreAllMocks());

function consulta<T>(queryFn: () => Promise<T>, extra: Partial<QueryOptions<T>> = {}): QueryOptions<T> {
  return { queryKey: ['productos'], queryFn, ...extra };
}

describe('crearQueryCache', () => {
  it('shares one request between everyone asking for the same key at once', async () => {
    const cache = crearQueryCache();
    const queryFn = vi.fn(async () => ['cera']);
    const [a, b] = await Promise.all([cache.pedir(consulta(queryFn)), cache.pedir(consulta(queryFn))]);
    expect(a).toEqual(['cera']);
    expect(b).toBe(a);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.entrada(['productos']).estado).toMatchObject({
      data: ['cera'],
      isPending: false,
      isLoading: false,
      isError: false,
      isFetching: false,
    });
  });

  it('tries a network failure or a 5xx once more, never a 4xx', async () => {
    const cache = crearQueryCache({ retryDelay: 0 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const red = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
    await expect(cache.pedir(consulta(red, { queryKey: ['red'] }))).resolves.toBe('ok');
    expect(red).toHaveBeenCalledTimes(2);

    const servidor = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Servicio no disponible.'))
      .mockResolvedValueOnce('ok');
    await expect(cache.pedir(consulta(servidor, { queryKey: ['servidor'] }))).resolves.toBe('ok');
    expect(servidor).toHaveBeenCalledTimes(2);

    const cliente = vi.fn().mockRejectedValue(new ApiError(404, 'Producto no encontrado.'));
    await expect(cache.pedir(consulta(cliente, { queryKey: ['cliente'] }))).rejects.toThrow(
      'Producto no encontrado.',
    );
    expect(cliente).toHaveBeenCalledTimes(1);
  });

  it('a failure is logged with the screen message and ends the loading state (spec §8)', async () => {
    const cache = crearQueryCache({ retryDelay: 0 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const caida = new TypeError('Failed to fetch');
    await expect(
      cache.pedir(
        consulta(() => Promise.reject(caida), { meta: { errorMessage: 'Error al obtener los productos' } }),
      ),
    ).rejects.toBe(caida);
    expect(error).toHaveBeenCalledWith('Error al obtener los productos', caida);
    expect(cache.entrada(['productos']).estado).toMatchObject({
      data: undefined,
      error: caida,
      isPending: false,
      isError: true,
      isFetching: false,
    });
  });

  it('fetchQuery answers from the cache while fresh and asks again once stale', async () => {
    const cache = crearQueryCache();
    let n = 0;
    const opciones = consulta(async () => ++n, { staleTime: 60_000 });
    expect(await cache.fetchQuery(opciones)).toBe(1);
    expect(await cache.fetchQuery(opciones)).toBe(1);
    expect(await cache.fetchQuery({ ...opciones, staleTime: 0 })).toBe(2);
  });

  it('invalidateQueries marks a key prefix as stale and refreshes only what is on screen', async () => {
    const cache = crearQueryCache();
    const vistas = vi.fn(async () => 'vista');
    const ocultas = vi.fn(async () => 'oculta');
    const otra = vi.fn(async () => 'otra');
    await cache.pedir({ queryKey: ['fechas', 'clientes', 'b1'], queryFn: vistas });
    await cache.pedir({ queryKey: ['fechas', 'barbero', 'b1'], queryFn: ocultas });
    await cache.pedir({ queryKey: ['avisos'], queryFn: otra });
    const dejarDeMirar = (() => {
      const e = cache.entrada(['fechas', 'clientes', 'b1']);
      const oyente = () => {};
      e.oyentes.add(oyente);
      return () => e.oyentes.delete(oyente);
    })();

    await cache.invalidateQueries({ queryKey: ['fechas'] });
    expect(vistas).toHaveBeenCalledTimes(2);
    expect(ocultas).toHaveBeenCalledTimes(1);
    expect(otra).toHaveBeenCalledTimes(1);
    expect(cache.fresca(cache.entrada(['fechas', 'barbero', 'b1']), 60_000)).toBe(false);
    expect(cache.fresca(cache.entrada(['avisos']), 60_000)).toBe(true);
    dejarDeMirar();
  });

  it('tells listeners about every change of state', async () => {
    const cache = crearQueryCache();
    const estados: boolean[] = [];
    const e = cache.entrada(['productos']);
    e.oyentes.add(() => estados.push(e.estado.isFetching));
    await cache.pedir(consulta(async () => 1));
    expect(estados).toEqual([true, false]);
  });
});
