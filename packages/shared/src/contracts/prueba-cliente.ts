// The client's proof of owning a booking or an e-mail (decision 018). No zod here: the review pages import
// these and must not pull the schemas into their first view.

/**
 * Header holding a client's proofs, comma-separated: the booking answers' `tokenCliente` and the token
 * of a mailed link. The by-e-mail lookup, the cancel and the reschedule act only with it.
 */
export const CABECERA_TOKEN_CLIENTE = 'X-Token-Cliente';

/** "Ver Horas" without proof: the same answer whether or not the address has hours. */
export const MENSAJE_ENLACE_ENVIADO = 'Te enviamos un enlace a tu correo para revisar tus horas';
