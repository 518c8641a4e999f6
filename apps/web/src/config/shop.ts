// The shop's facts live in @barberia/shared so the pages, the e-mails and the calendar events agree.
export { direccionCompleta as DIRECCION_COMPLETA, TIENDA as SHOP } from '@barberia/shared';
