/**
 * Our Google event id for a booking: its uuid without dashes, 32 characters of 0-9a-f, inside Google's
 * base32hex alphabet (a-v, 0-9; 5 to 1024 characters). Chosen by us, so inserting twice finds a 409.
 */
export const eventoIdDe = (horaAgendadaId: string) => horaAgendadaId.replaceAll('-', '');
