import type { AgendarInfo } from '../lib/agendar-info';
import { DetalleReserva } from './detalle-reserva';

/** What the client is about to book, its deposit and policy included, kept in view while filling the form. */
export function ResumenReserva({ info, esReagendar }: { info: AgendarInfo; esReagendar: boolean }) {
  return (
    <section className="resumen panel" aria-labelledby="resumen-titulo">
      <h2 id="resumen-titulo">Tu reserva</h2>
      <DetalleReserva info={info} esReagendar={esReagendar} />
    </section>
  );
}
