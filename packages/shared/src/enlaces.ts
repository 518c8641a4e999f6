/**
 * The page where the client reviews, cancels or reschedules an hour: what e-mails and calendar events
 * link to. The proof of ownership travels in the fragment, which browsers never send to a server nor put
 * in a Referer: it stays out of access logs and of third-party requests (decision 018).
 */
export function enlaceCancelar(origen: string, email: string, token?: string): string {
  const pagina = `${origen}/agenda/cancelar/${encodeURIComponent(email)}`;
  // Without a proof (a calendar file that outlives it) the page offers to mail one.
  return token ? `${pagina}#token=${token}` : pagina;
}

/** The page where a client rates a visit (issue 25); its proof travels in the fragment as above. */
export function enlaceResena(origen: string, horaAgendadaId: string, token: string): string {
  return `${origen}/agenda/resena/${encodeURIComponent(horaAgendadaId)}#token=${token}`;
}

/** The parameters of enlaceAgendarOtraVez, read by the service step. */
export const PARAMETROS_OTRA_VEZ = {
  servicio: 'servicio',
  adicional: 'adicional',
  barbero: 'barbero',
} as const;

/**
 * «Agendar otra vez» (issue 25): the service step with the last visit's services and barber pre-chosen;
 * today's prices show there before the hours.
 */
export function enlaceAgendarOtraVez(
  origen: string,
  visita: { servicio: string; adicionales: readonly string[]; barberoId: string },
): string {
  const { servicio, adicional, barbero } = PARAMETROS_OTRA_VEZ;
  const par = (nombre: string, valor: string) => `${nombre}=${encodeURIComponent(valor)}`;
  const q = [
    par(servicio, visita.servicio),
    ...visita.adicionales.map((a) => par(adicional, a)),
    par(barbero, visita.barberoId),
  ];
  return `${origen}/agenda/servicios?${q.join('&')}`;
}

/** The reminder's opt-out: a page of the server with one button (the token as a query: logs hide it). */
export function enlaceBajaRegreso(origen: string, token: string): string {
  return `${origen}/api/regreso/baja?token=${encodeURIComponent(token)}`;
}

/** A waitlist entry's page (issue 24): the held hour to book, or the way out of the list; proof in the fragment. */
export function enlaceListaEspera(origen: string, entradaId: string, token: string): string {
  return `${origen}/agenda/espera/${encodeURIComponent(entradaId)}#token=${token}`;
}
