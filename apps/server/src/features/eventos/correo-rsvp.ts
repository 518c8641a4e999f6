import { formatearFechaCompleta, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';

export const HORAS_ENLACE_RSVP = 24;

/** The event's page confirms the token with a POST: a mail scanner opening the link confirms nothing. */
export function enlaceConfirmarRsvp(publicUrl: string, eventoId: string, token: string): string {
  return `${publicUrl}/eventos/${eventoId}?confirmar=${encodeURIComponent(token)}`;
}

interface EventoDelCorreo {
  name: string;
  startDate: string;
  startTime: string;
  endTime: string;
  location: string;
}

interface RespuestaDelCorreo {
  status: string;
  amount: number;
}

const personas = (n: number) => `${n} ${n === 1 ? 'persona' : 'personas'}`;

function describir(r: RespuestaDelCorreo): string {
  if (r.status === 'declined') return 'no asistirás';
  if (r.status === 'undecided') return 'tal vez asistas';
  return `asistirás, ${personas(r.amount)}`;
}

const cuando = (e: EventoDelCorreo) => [
  `Fecha: ${formatearFechaCompleta(e.startDate)}, de ${e.startTime} a ${e.endTime} hrs`,
  ...(e.location ? [`Lugar: ${e.location}`] : []),
];

/**
 * The link of an answer waiting for its mail: a first answer to an event with double opt-in, or any
 * change to a confirmed answer (docs/decisions/023). `retieneMinutos` says how long its places are kept;
 * null when it holds none and enters on confirmation if places remain.
 */
export function correoConfirmarRsvp(
  email: string,
  evento: EventoDelCorreo,
  respuesta: RespuestaDelCorreo,
  enlace: string,
  opciones: { anterior?: RespuestaDelCorreo; retieneMinutos: number | null },
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  const { anterior, retieneMinutos } = opciones;
  const vence = `El enlace sirve una sola vez y vence en ${HORAS_ENLACE_RSVP} horas.`;
  const cupos =
    respuesta.status !== 'confirmed'
      ? []
      : retieneMinutos !== null
        ? [`Guardamos tus cupos por ${retieneMinutos} minutos; después, al confirmar entras si aún quedan.`]
        : ['Al confirmar entras si aún quedan cupos.'];
  const texto = anterior
    ? [
        `Recibimos un cambio en tu respuesta a «${evento.name}»: ${describir(respuesta)}.`,
        `Tu respuesta actual (${describir(anterior)}) sigue vigente hasta que confirmes el cambio.`,
        ...cuando(evento),
        '',
        'Para confirmar el cambio abre este enlace:',
        '',
        enlace,
        '',
        vence,
        ...cupos,
        'Si no pediste este cambio, ignora este correo: tu respuesta no cambia.',
      ]
    : [
        `Recibimos tu inscripción a «${evento.name}» para ${personas(respuesta.amount)}.`,
        ...cuando(evento),
        '',
        'Para confirmarla abre este enlace:',
        '',
        enlace,
        '',
        vence,
        ...cupos,
        'Si no te inscribiste, ignora este correo.',
      ];
  return {
    para: email,
    asunto: anterior
      ? `Confirma el cambio de tu respuesta a ${evento.name}`
      : `Confirma tu inscripción a ${evento.name}`,
    texto: ['Hola,', '', ...texto, '', tienda.nombre].join('\n'),
  };
}
