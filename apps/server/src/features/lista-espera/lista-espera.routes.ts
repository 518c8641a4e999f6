import {
  confirmarListaEsperaRespuesta,
  entradaEsperaSchema,
  horaAgendadaRespuesta,
  idParams,
  iniciarAbonoRespuesta,
  mensajeSchema,
  unirseListaEsperaInput,
  unirseListaEsperaRespuesta,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import type { ListaEsperaService } from './lista-espera.service.js';

/** The proof of an entry travels in its own header, never in the address (logs, referrers). */
const prueba = (req: { headers: Record<string, unknown> }) => {
  const valor = req.headers['x-token-espera'];
  return typeof valor === 'string' ? valor : undefined;
};

/**
 * The waitlist of a full day (issue 24, decision 043): join, confirm from the joining mail (decision 053),
 * see one's place, book the held hour, leave.
 */
export const listaEsperaRoutes = (service: ListaEsperaService, unirsePorMinuto: number) =>
  rutas(['lista-espera'], ({ publico, con }) => {
    con({ acceso: 'publico', rateLimit: { max: unirsePorMinuto, timeWindow: '1 minute' } }).post(
      '/api/lista-espera',
      { body: unirseListaEsperaInput, response: { 201: unirseListaEsperaRespuesta } },
      async (req, reply) => reply.code(201).send(await service.unirse(req.body, req.ip)),
    );
    publico.post(
      '/api/lista-espera/:id/confirmar',
      { params: idParams, response: { 200: confirmarListaEsperaRespuesta } },
      (req) => service.confirmar(req.params.id, prueba(req)),
    );
    publico.get(
      '/api/lista-espera/:id',
      { params: idParams, response: { 200: entradaEsperaSchema } },
      (req) => service.ver(req.params.id, prueba(req)),
    );
    publico.post(
      '/api/lista-espera/:id/agendar',
      { params: idParams, response: { 200: horaAgendadaRespuesta } },
      (req) => service.agendar(req.params.id, prueba(req)),
    );
    publico.create(
      '/api/lista-espera/:id/abonar',
      { params: idParams, response: { 201: iniciarAbonoRespuesta } },
      (req) => service.abonar(req.params.id, prueba(req)),
    );
    publico.delete('/api/lista-espera/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      service.salir(req.params.id, prueba(req)),
    );
  });
