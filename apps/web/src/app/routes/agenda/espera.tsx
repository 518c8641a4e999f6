import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { entradaEsperaQueryOptions, guardarPruebaDeEspera } from '../../../features/agenda/api/lista-espera';
import { usePruebaDelFragmento } from '../../../hooks/use-prueba-del-fragmento';
import { useQuery } from '../../../lib/consultas';

// The states, their texts and the zone's clock load beside the entry, not before it (decision 008).
const EntradaEspera = lazy(() =>
  import('../../../features/agenda/components/entrada-espera').then((m) => ({ default: m.EntradaEspera })),
);

const buscando = <Spinner label="Buscando tu lugar en la lista de espera…" />;

/**
 * `/agenda/espera/{id}#token=…`: the personal link of the waitlist mails (issue 24). As on the review
 * page, the proof is kept for this tab and taken out of the address bar (decision 018).
 */
export function Component() {
  const id = useParams().id ?? '';
  const guardado = usePruebaDelFragmento((token) => guardarPruebaDeEspera(id, token));
  // Asked for at once; the states' code arrives meanwhile and reads the same answer.
  useQuery({ ...entradaEsperaQueryOptions(id), enabled: guardado });

  return (
    <section className="page page--narrow">
      <header className="page-head">
        <p className="eyebrow">Tu lugar</p>
        <h1>Lista de espera</h1>
      </header>
      <Suspense fallback={buscando}>
        <EntradaEspera id={id} habilitada={guardado} />
      </Suspense>
    </section>
  );
}
