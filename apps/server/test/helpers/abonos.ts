import type { PoliticaDeAbonos } from '@barberia/shared';
import { expect } from 'vitest';
import { ADMIN, type AppDePrueba } from './app.js';

/** The shop's deposit policy as the admin saves it: the defaults (decision 044) with `cambios`. */
export async function fijarPolitica(t: AppDePrueba, cambios: Partial<PoliticaDeAbonos>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/abonos/politica',
    headers: { authorization: `Bearer ${await t.tokenDe(ADMIN)}` },
    payload: {
      ventanaHoras: 24,
      alCancelarTarde: 'retener',
      minutosParaPagar: 10,
      inasistenciasParaAbono: 2,
      porcentajePorInasistencias: 50,
      ...cambios,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
