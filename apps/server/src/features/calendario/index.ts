/** What other features may use of a barber's own calendar events: the busy time bookings avoid. */
export { listarEventos } from './calendario.repository.js';
