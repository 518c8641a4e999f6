/** What other features may use of the services: how one is written in an answer. */
export { abonoDeFila, servicioConTipo, servicioPublico } from './servicios.mapper.js';
