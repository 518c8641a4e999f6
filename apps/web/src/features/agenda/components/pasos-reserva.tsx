const PASOS = ['Servicio', 'Hora', 'Datos'] as const;

/** Where the client is in the three booking steps. */
export function PasosReserva({ actual }: { actual: 1 | 2 | 3 }) {
  return (
    <ol className="pasos" aria-label="Pasos para agendar">
      {PASOS.map((paso, i) => {
        const numero = i + 1;
        const estado = numero < actual ? 'hecho' : numero === actual ? 'actual' : 'pendiente';
        return (
          <li
            key={paso}
            className={`pasos__item pasos__item--${estado}`}
            aria-current={estado === 'actual' ? 'step' : undefined}
          >
            <span className="pasos__numero" aria-hidden="true">
              {numero}
            </span>
            {paso}
          </li>
        );
      })}
    </ol>
  );
}
