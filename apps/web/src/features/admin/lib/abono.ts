import { type AbonoDeServicio, abonoDeServicio, formatearPrecio } from '@barberia/shared';

/** The services form's two deposit fields (issue 24): no type means the service asks for no deposit. */
export interface ValoresDeAbono {
  abonoTipo: '' | AbonoDeServicio['tipo'];
  abonoValor: string;
}

export function valoresDeAbono(abono: AbonoDeServicio | null): ValoresDeAbono {
  return abono
    ? { abonoTipo: abono.tipo, abonoValor: String(abono.valor) }
    : { abonoTipo: '', abonoValor: '' };
}

/**
 * The deposit as `servicioInput` takes it: null without a type; the value as typed, which the shared schema
 * reads (and refuses with its own message when blank or not a whole number).
 */
export function abonoDelFormulario({ abonoTipo, abonoValor }: ValoresDeAbono) {
  return abonoTipo === '' ? null : { tipo: abonoTipo, valor: abonoValor };
}

/**
 * The deposit on a service's card: «Abono $5.000», or «Abono 30 % ($4.500)» with what that is of its price
 * (a fixed amount above the price asks for the price, as the booking does).
 */
export function textoDeAbono(servicio: { precio: number; abono: AbonoDeServicio }): string {
  const pesos = formatearPrecio(abonoDeServicio(servicio));
  return servicio.abono.tipo === 'monto'
    ? `Abono ${pesos}`
    : `Abono ${servicio.abono.valor}\u00a0% (${pesos})`;
}
