/** The page where the client reviews, cancels or reschedules an hour: what e-mails and calendar events link to. */
export function enlaceCancelar(origen: string, email: string): string {
  return `${origen}/agenda/cancelar/${encodeURIComponent(email)}`;
}
