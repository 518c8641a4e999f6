/** What other features may use of the bookable days (the Biome rule lets them import only this). */
export { correoCancelacion, correoRecordatorio, saludo } from './correos-de-reserva.js';
export { fechaJson } from './fechas.mapper.js';
export {
  listarFechas,
  serviciosAdicionalesParaReservar as serviciosConBarberos,
} from './fechas.repository.js';
export type { GanchosDeAbono, HoraMovida, ReservasService } from './reservas.service.js';
export {
  AUDIENCIA_CLIENTE,
  cubreHora,
  esBajaAntigua,
  firmarTokenCliente,
  pruebaDelCorreo,
  verificarTokensCliente,
} from './token-cliente.js';
export { avisarPorWhatsapp } from './whatsapp-de-reserva.js';
