/**
 * How one booking's services read together (issue 22, decision 037): «Corte de pelo + Perfilado de barba».
 * Its own module, like cualquiera.ts: the first views that name a block need only this.
 */
export const SEPARADOR_DE_SERVICIOS = ' + ';

export function nombreDelBloque(nombres: readonly string[]): string {
  return nombres.join(SEPARADOR_DE_SERVICIOS);
}

/** A booked hour's services as one name (its main `servicio` and `serviciosAdicionales`). */
export function serviciosDeLaHora(hora: { servicio: string; serviciosAdicionales?: readonly string[] }) {
  return nombreDelBloque([hora.servicio, ...(hora.serviciosAdicionales ?? [])]);
}
