import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { abonoQueryOptions } from '../../../features/agenda/api/get-abono';
import { useQuery } from '../../../lib/consultas';

// The states, their texts and the calendar links load beside the deposit, not before it (decision 008).
const ResultadoAbono = lazy(() =>
  import('../../../features/agenda/components/resultado-abono').then((m) => ({ default: m.ResultadoAbono })),
);

const confirmando = <Spinner label="Estamos confirmando tu pago…" />;

/**
 * `/agenda/abono/{id}`: where Webpay brings the client back after paying a booking's deposit (issue 24,
 * decision 044). The deposit's random id is its only key, as a purchase's is.
 */
export function Component() {
  const id = useParams().id ?? '';
  // Asked for at once; the states' code arrives meanwhile and reads the same answer.
  useQuery(abonoQueryOptions(id));
  return (
    <section className="page page--narrow" aria-label="Tu abono">
      <Suspense fallback={confirmando}>
        <ResultadoAbono key={id} id={id} />
      </Suspense>
    </section>
  );
}
