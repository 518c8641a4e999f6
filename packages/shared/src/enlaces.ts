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
