/** A service of the block as the draft keeps it: enough to name it, sum it and send its id. */
export interface ServicioDelBorrador {
  _id: string;
  servicio: string;
  precio: number;
  duracion: number;
}

/** The booking draft (spec §3 agendarInfo), filled step by step: servicio → hora → contacto. */
export interface AgendarInfo {
  /** The chosen barber's id, or «Cualquiera» (`CUALQUIERA`, decision 031) with two or more to choose from. */
  barberoId: string;
  barberoNombre: string;
  /** _id of the chosen service: «Cualquiera»'s hours are every barber's who performs it. Not in the spec's list. */
  servicioId: string;
  /** The main service's name (the booking's spec field). */
  servicio: string;
  /** The whole block's price and length: the main service's plus the add-ons' (decision 037). */
  precio: number;
  duracion: number;
  /**
   * The deposit the block's services ask for, in pesos (decision 044), 0 when none: shown before «Agendar»
   * (issue 42, decision 055). The server may ask more of a client with no-shows; its quote is what is paid.
   * Not in the spec's list.
   */
  abono: number;
  /**
   * Other services of the same visit (decision 037), in the order added; empty for the spec's one-service
   * booking. Not in the spec's list. A reschedule fills in only their names; the service step finds the rest.
   */
  serviciosAdicionales: ServicioDelBorrador[];
  nombre: string;
  email: string;
  /**
   * The optional mobile as the client typed it ('' when none); the route's schema turns it into E.164.
   * Not in the spec's list (issue 22, decision 030); kept for next time like the name and e-mail.
   */
  telefono: string;
  /** The WhatsApp consent box beside the phone, unticked until the client ticks it (decision 035). */
  consentimientoWhatsapp: boolean;
  /** «Avísame cuando me toque volver» (issue 25), unticked until the client ticks it. */
  consentimientoRegreso: boolean;
  /** _id of the chosen Fecha record. */
  fechaSeleccionada: string;
  /** The chosen day as shown to the client, e.g. `lunes, 23 de noviembre`. */
  fechaSeleccionadaString: string;
  /**
   * The chosen day, YYYY-MM-DD in Santiago: the booked hour's calendar event starts on it. Not in the
   * spec's list; kept with the others so the confirmation needs no second read of the date.
   */
  dia: string;
  horaInicio: string;
  horaFin: string;
}

/** The hour part of the draft, empty: after booking it, or when the chosen hour no longer holds. */
export const SIN_HORA = {
  fechaSeleccionada: '',
  fechaSeleccionadaString: '',
  dia: '',
  horaInicio: '',
  horaFin: '',
} satisfies Partial<AgendarInfo>;

export const AGENDAR_INFO_VACIA: AgendarInfo = {
  barberoId: '',
  barberoNombre: '',
  servicioId: '',
  servicio: '',
  precio: 0,
  duracion: 0,
  abono: 0,
  serviciosAdicionales: [],
  nombre: '',
  email: '',
  telefono: '',
  consentimientoWhatsapp: false,
  consentimientoRegreso: false,
  ...SIN_HORA,
};

const noNegativo = (n: unknown) => Number.isFinite(n) && (n as number) >= 0;

/** Whatever sessionStorage held, as a valid draft: unknown or mistyped fields fall back to empty. */
export function leerAgendarInfo(guardado: unknown): AgendarInfo {
  if (typeof guardado !== 'object' || guardado === null) return AGENDAR_INFO_VACIA;
  const fuente = guardado as Record<string, unknown>;
  const info: AgendarInfo = { ...AGENDAR_INFO_VACIA };
  for (const campo of Object.keys(AGENDAR_INFO_VACIA) as (keyof AgendarInfo)[]) {
    const valor = fuente[campo];
    // Each field keeps the empty draft's type; numbers (precio, duracion, abono) must be finite and not negative,
    // and the add-ons a list of services each with its id, name, price and length.
    const tipo = typeof AGENDAR_INFO_VACIA[campo];
    const valido =
      tipo === 'number'
        ? noNegativo(valor)
        : campo !== 'serviciosAdicionales' ||
          (Array.isArray(valor) &&
            valor.every(
              (s) =>
                typeof s?._id === 'string' &&
                typeof s.servicio === 'string' &&
                noNegativo(s.precio) &&
                noNegativo(s.duracion),
            ));
    if (typeof valor === tipo && valido) Object.assign(info, { [campo]: valor });
  }
  return info;
}

export function tieneServicio(info: AgendarInfo): boolean {
  return info.servicio !== '' && info.duracion > 0;
}

export function tieneHora(info: AgendarInfo): boolean {
  return (
    tieneServicio(info) &&
    info.fechaSeleccionada !== '' &&
    info.dia !== '' &&
    info.horaInicio !== '' &&
    info.horaFin !== ''
  );
}

/** Spec §5: booking needs the date, the service, a name and an e-mail. */
export function faltaInformacion(info: AgendarInfo): boolean {
  return !tieneHora(info) || info.nombre.trim() === '' || info.email.trim() === '';
}

/**
 * Every service of the draft's block by name, the main one first: «Corte de pelo + Perfilado de barba».
 * nombreDelBloque's words (packages/shared), written out for the same reason as the sums above.
 */
export function serviciosDelBorrador(info: Pick<AgendarInfo, 'servicio' | 'serviciosAdicionales'>) {
  return nombreDeServicios(
    info.servicio,
    info.serviciosAdicionales.map((s) => s.servicio),
  );
}

/** A booked hour's services by name, the same words (the list of hours reads them from here). */
export const nombreDeServicios = (servicio: string, adicionales: readonly string[] = []) =>
  [servicio, ...adicionales].join(' + ');

/** What the contact step lets the client change. */
export type CampoDeContacto =
  | 'nombre'
  | 'email'
  | 'telefono'
  | 'consentimientoWhatsapp'
  | 'consentimientoRegreso';
