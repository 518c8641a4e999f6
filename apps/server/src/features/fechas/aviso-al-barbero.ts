import {
  formatearFechaCompleta,
  formatearFechaLarga,
  formatearTelefono,
  type LocalDate,
  type VistaTienda,
} from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import { type CorreoNuevo, encolarCorreoUnico } from '../../infra/correo/bandeja.repository.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { encolarWhatsapp, tieneConsentimiento } from '../../infra/whatsapp/cola.repository.js';

/** What changed in the barber's agenda. */
export type CambioDeAgenda = 'reserva' | 'cambio' | 'cancelacion';
/** Who changed it: the client on the site or on WhatsApp, the admin, or the barber themselves. */
export type Autor = 'cliente' | 'whatsapp' | 'admin' | 'barbero';

export interface AvisoAlBarbero {
  cambio: CambioDeAgenda;
  autor: Autor;
  hora: {
    id: string;
    barberoId: string;
    nombre: string;
    email: string;
    telefono?: string | null;
    servicio: string;
    dia: LocalDate;
    horaInicio: string;
    horaFin: string;
  };
  /** A reschedule's old hour. */
  anterior?: { dia: LocalDate; horaInicio: string };
  /** Habilitar's reason, as the client read it. */
  motivo?: string;
}

const QUE_PASO: Record<CambioDeAgenda, Record<Autor, string>> = {
  reserva: {
    cliente: 'una hora nueva',
    whatsapp: 'una hora nueva',
    admin: 'una hora nueva',
    barbero: 'una hora nueva',
  },
  cambio: {
    cliente: 'una hora reagendada por el cliente',
    whatsapp: 'una hora reagendada por el cliente',
    admin: 'una hora reagendada por la administración',
    barbero: 'una hora reagendada',
  },
  cancelacion: {
    cliente: 'una hora cancelada por el cliente',
    whatsapp: 'una hora cancelada por el cliente desde WhatsApp',
    admin: 'una hora cancelada por la administración',
    barbero: 'una hora que liberaste con «Habilitar»',
  },
};

const ASUNTO: Record<CambioDeAgenda, string> = {
  reserva: 'Nueva hora',
  cambio: 'Hora reagendada',
  cancelacion: 'Hora cancelada',
};

/**
 * The client's name only if no mail program or WhatsApp would turn it into a link (the rule of the
 * clients' greeting, decision 018); otherwise their address stands for it.
 */
const cliente = (h: AvisoAlBarbero['hora']) => (/[.:/\\]|\p{Cc}/u.test(h.nombre) ? h.email : h.nombre);

/** The site (for the link to the agenda) and the shop (for the signature) a notice names. */
export interface DondeAvisar {
  publicUrl: string;
  tienda: VistaTienda;
}

function correoAlBarbero(
  barbero: { nombre: string; email: string },
  a: AvisoAlBarbero,
  { publicUrl, tienda }: DondeAvisar,
): CorreoNuevo {
  const { hora } = a;
  const contacto = hora.telefono ? `${hora.email}, ${formatearTelefono(hora.telefono)}` : hora.email;
  return {
    para: barbero.email,
    asunto: `${ASUNTO[a.cambio]}: ${formatearFechaLarga(hora.dia)} a las ${hora.horaInicio} · ${cliente(hora)}`,
    texto: [
      `Hola ${barbero.nombre},`,
      '',
      `Hay ${QUE_PASO[a.cambio][a.autor]} en tu agenda:`,
      '',
      `Fecha: ${formatearFechaCompleta(hora.dia)}`,
      `Hora: ${hora.horaInicio} a ${hora.horaFin} hrs`,
      `Servicio: ${hora.servicio}`,
      `Cliente: ${cliente(hora)} (${contacto})`,
      ...(a.anterior
        ? [`Antes: ${formatearFechaCompleta(a.anterior.dia)} a las ${a.anterior.horaInicio} hrs`]
        : []),
      ...(a.motivo ? [`Motivo: ${a.motivo}`] : []),
      '',
      `Tu agenda de hoy: ${publicUrl}/barbero`,
      'Puedes dejar de recibir estos avisos en tu perfil.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}

/**
 * Tells the barber a booking of theirs was made, moved or cancelled, in the transaction of that change
 * (decision 036): a mail, and WhatsApp when they left a phone with consent. Nothing when they turned the
 * switch off; no WhatsApp for what they did themselves (they are looking at the screen). One notice per
 * event, whoever retries or races: the key names the event and the booking. True when a mail was queued.
 */
export async function avisarAlBarbero(
  tx: Executor,
  aviso: AvisoAlBarbero,
  donde: DondeAvisar,
  ahora: Date,
): Promise<boolean> {
  const barbero = await buscarUsuarioPorId(tx, aviso.hora.barberoId);
  if (!barbero?.avisosAlInstante) return false;
  const clave = `barbero:${aviso.cambio}:${aviso.hora.id}`;
  const enviado = await encolarCorreoUnico(tx, clave, correoAlBarbero(barbero, aviso, donde), ahora);
  const { telefono } = barbero;
  if (enviado && aviso.autor !== 'barbero' && telefono && (await tieneConsentimiento(tx, telefono))) {
    const { hora } = aviso;
    await encolarWhatsapp(
      tx,
      {
        clave,
        tipo: 'aviso_barbero',
        horaAgendadaId: hora.id,
        telefono,
        parametros: [
          barbero.nombre,
          QUE_PASO[aviso.cambio][aviso.autor],
          cliente(hora),
          hora.servicio,
          formatearFechaLarga(hora.dia),
          hora.horaInicio,
        ],
        // The mail already went.
        respaldo: null,
      },
      ahora,
    );
  }
  return enviado;
}
