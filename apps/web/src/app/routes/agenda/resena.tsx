import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { guardarPruebaDeResena, visitaQueryOptions } from '../../../features/agenda/api/resena';
import { usePruebaDelFragmento } from '../../../hooks/use-prueba-del-fragmento';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/consultas';
import { MENSAJES_RESENAS } from '../../../lib/mensajes/resenas';

// The form checks with the route's own zod schema: it loads after the first view (decision 008).
const ResenaForm = lazy(() =>
  import('../../../features/agenda/components/resena-form').then((m) => ({ default: m.ResenaForm })),
);

const buscando = <Spinner label="Buscando tu visita…" />;

/**
 * `/agenda/resena/{id}#token=…`: the personal link of the mail sent after a visit (issue 25). The proof
 * is kept for this tab and taken out of the address bar, as on the booked-hours page (decision 018).
 */
export function Component() {
  const id = useParams().id ?? '';
  const guardado = usePruebaDelFragmento((token) => guardarPruebaDeResena(id, token));
  const { data, error } = useQuery({ ...visitaQueryOptions(id), enabled: guardado });

  return (
    <section className="page page--narrow">
      <header className="page-head">
        <p className="eyebrow">Tu reseña</p>
        <h1>¿Cómo te fue?</h1>
      </header>
      {error ? (
        <div className="panel" role="alert">
          <p>
            {error instanceof ApiError && error.code === 'SIN_PRUEBA_DE_CORREO'
              ? 'Este enlace venció o no es el de tu visita. Las reseñas se dejan desde el enlace del correo que te enviamos después de tu hora.'
              : mensajeDeError(error, MENSAJES_RESENAS.CARGAR_VISITA)}
          </p>
          <Link className={buttonClass('secondary')} to="/agenda">
            Agendar una hora
          </Link>
        </div>
      ) : data ? (
        <Suspense fallback={buscando}>
          <ResenaForm visita={data} />
        </Suspense>
      ) : (
        buscando
      )}
    </section>
  );
}
