/** What other features may use of the come-back reminders: the booking records the consent. */
export { otorgarConsentimientoRegreso } from './regreso.repository.js';
