import { describe, expect, it } from 'vitest';
import { rutasDeclarativas } from './declarative-routes';

describe('declarative routes', () => {
  it('refuse what only the data router can do, naming the route (decision 008)', () => {
    expect(() => rutasDeclarativas([{ path: 'x', loader: () => null }])).toThrow(
      'Ruta x: sin loader (decisión 008)',
    );
    expect(() => rutasDeclarativas([{ path: '/', children: [{ index: true, action: () => null }] }])).toThrow(
      'Ruta (index): sin action',
    );
  });

  // The build leaves the check out (import.meta.env.DEV): every route list of the site passes through it here.
  it.each([
    ['public', () => import('./router')],
    ['account and 404', () => import('./other-routes')],
    ['back office', () => import('./area-barbero')],
  ])('the %s routes use none of it', async (_area, cargar) => {
    await expect(cargar()).resolves.toBeDefined();
  });
});
