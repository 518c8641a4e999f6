import { RUTAS_PUBLICAS, type RutaPublica } from '@barberia/shared/paginas';
import { describe, expect, it } from 'vitest';
import { rutasPublicas } from './public-routes';

type Declaradas = '/' | `/${Extract<(typeof rutasPublicas)[number], { path: string }>['path']}`;
/** never when both lists hold the same paths; otherwise the paths only one of them has. */
type Diferencia = Exclude<RutaPublica, Declaradas> | Exclude<Declaradas, RutaPublica>;
// A path in RUTAS_PUBLICAS without its route here, or the other way round, is a type error right here.
const mismasRutas: [Diferencia] extends [never] ? true : Diferencia = true;

describe('the public routes', () => {
  it('declare every path of RUTAS_PUBLICAS and no other', () => {
    expect(mismasRutas).toBe(true);
    expect(rutasPublicas).toHaveLength(Object.keys(RUTAS_PUBLICAS).length);
  });

  // The build preloads, prerenders and measures the module RUTAS_PUBLICAS names: the router must load that one.
  it.each(Object.entries(RUTAS_PUBLICAS))('%s loads app/routes/%s', (ruta, modulo) => {
    const declarada = rutasPublicas.find((r) => ('index' in r ? '/' : `/${r.path}`) === ruta);
    // Vitest resolves the specifier (`/src/app/routes/home.tsx`), the source says `./home`: both end the same.
    expect(String(declarada?.lazy)).toMatch(new RegExp(`/${modulo}(\\.tsx)?["']`));
  });
});
