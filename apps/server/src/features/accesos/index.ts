/** What other features may use of the invitations: registration takes up the one it was sent. */
export { eliminarAcceso, tomarAccesoPorToken } from './accesos.repository.js';
export { hashInvitacion } from './accesos.service.js';
