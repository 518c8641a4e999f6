import type { AgendarInfo } from '../lib/agendar-info';
import { DetalleReserva } from './detalle-reserva';

/** What the client is about to book, kept in view while filling the form. */
export function ResumenReserva({ info }: { info: AgendarInfo }) {
  return (
    <section className="resumen panel" aria-labelledby="resumen-titulo">
      <h2 id="resumen-titulo">Tu reserva</h2>
      <DetalleReserva info={info} />
    </section>
  );
}
