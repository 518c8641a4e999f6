/** The booking draft (spec §3 agendarInfo), filled step by step: servicio → hora → contacto. */
export interface AgendarInfo {
  barberoId: string;
  barberoNombre: string;
  servicio: string;
  precio: number;
  duracion: number;
  nombre: string;
  email: string;
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
  servicio: '',
  precio: 0,
  duracion: 0,
  nombre: '',
  email: '',
  ...SIN_HORA,
};

/** Whatever sessionStorage held, as a valid draft: unknown or mistyped fields fall back to empty. */
export function leerAgendarInfo(guardado: unknown): AgendarInfo {
  if (typeof guardado !== 'object' || guardado === null) return AGENDAR_INFO_VACIA;
  const fuente = guardado as Record<string, unknown>;
  const info: AgendarInfo = { ...AGENDAR_INFO_VACIA };
  for (const campo of Object.keys(AGENDAR_INFO_VACIA) as (keyof AgendarInfo)[]) {
    const valor = fuente[campo];
    // Each field keeps the empty draft's type; numbers (precio, duracion) must be finite and not negative.
    const tipo = typeof AGENDAR_INFO_VACIA[campo];
    if (typeof valor === tipo && (tipo === 'string' || (Number.isFinite(valor) && (valor as number) >= 0)))
      Object.assign(info, { [campo]: valor });
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

/** Choosing another service changes the slot grid, so the chosen hour no longer holds. */
export function conServicio(
  info: AgendarInfo,
  servicio: { servicio: string; precio: number; duracion: number } | null,
  barbero: { _id: string; nombre: string },
): AgendarInfo {
  return {
    ...info,
    barberoId: barbero._id,
    barberoNombre: barbero.nombre,
    servicio: servicio?.servicio ?? '',
    precio: servicio?.precio ?? 0,
    duracion: servicio?.duracion ?? 0,
    horaInicio: '',
    horaFin: '',
  };
}
