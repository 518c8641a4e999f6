import type { EntradaEspera, IniciarAbonoRespuesta, UnirseListaEsperaInput } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/consultas';
import type { AgregarHoraAgendadaRespuesta } from './agregar-hora-agendada';

/** The header that carries an entry's proof (docs/api.md «Lista de espera»). */
const CABECERA_TOKEN_ESPERA = 'X-Token-Espera';

/**
 * An entry's proof, kept for this tab only as the review link's is: it covers one entry of one day, so no
 * other page needs it, and the mailed link brings it back whenever the client opens it again.
 */
const CLAVE = (id: string) => `espera:${id}`;

export function guardarPruebaDeEspera(id: string, token: string) {
  try {
    sessionStorage.setItem(CLAVE(id), token);
  } catch {
    // Blocked storage: the link still works while the page stays open.
  }
}

function pruebaDeEspera(id: string): string {
  try {
    return sessionStorage.getItem(CLAVE(id)) ?? '';
  } catch {
    return '';
  }
}

const ruta = (id: string) => `/lista-espera/${encodeURIComponent(id)}`;
const conPrueba = (id: string) => ({ [CABECERA_TOKEN_ESPERA]: pruebaDeEspera(id) });

export interface UnirseListaEsperaRespuesta {
  msg: string;
  entrada: EntradaEspera;
  tokenEspera: string;
}

export async function unirseListaEspera(input: UnirseListaEsperaInput) {
  const respuesta = await apiRequest<UnirseListaEsperaRespuesta>('/lista-espera', {
    method: 'POST',
    body: input,
  });
  guardarPruebaDeEspera(respuesta.entrada._id, respuesta.tokenEspera);
  return respuesta;
}

/** The entry as its owner sees it: place in the list, and the hour held for them if there is one. */
export function entradaEsperaQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['lista-espera', id],
    queryFn: ({ signal }) => apiRequest<EntradaEspera>(ruta(id), { signal, headers: conPrueba(id) }),
    // The held hour comes and goes within minutes: always ask again.
    staleTime: 0,
  });
}

/**
 * The joining mail's link opened (decision 053): the entry takes part from now on. Only the proof that came
 * in that mail confirms; the join's own answer does not (403 CONFIRMAR_ESPERA_POR_CORREO).
 */
export function confirmarListaEspera(id: string) {
  return apiRequest<{ msg: string; entrada: EntradaEspera }>(`${ruta(id)}/confirmar`, {
    method: 'POST',
    headers: conPrueba(id),
  });
}

/** Books the held hour; the answer is the booking's own. */
export function agendarDesdeEspera(id: string) {
  return apiRequest<AgregarHoraAgendadaRespuesta>(`${ruta(id)}/agendar`, {
    method: 'POST',
    headers: conPrueba(id),
  });
}

/** Pays the deposit the held hour's services ask for (decision 044): the hold becomes the payment's. */
export function abonarDesdeEspera(id: string) {
  return apiRequest<IniciarAbonoRespuesta>(`${ruta(id)}/abonar`, { method: 'POST', headers: conPrueba(id) });
}

export function salirDeListaEspera(id: string) {
  return apiRequest<{ msg: string }>(ruta(id), { method: 'DELETE', headers: conPrueba(id) });
}
