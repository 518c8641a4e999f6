/** What other features may use of the waitlist: the personal-data deletion removes an address's entries. */
export { eliminarEntradasDeEmail } from './lista-espera.repository.js';
