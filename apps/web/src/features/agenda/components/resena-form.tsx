import { formatearFechaLarga, resenaInputSchema, type VisitaParaResena } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Estrellas } from '../../../components/ui/estrellas';
import { CampoTexto } from '../../../components/ui/field';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_RESENAS } from '../../../lib/mensajes/resenas';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { enviarResena } from '../api/resena';

const ETIQUETAS = ['Mala', 'Regular', 'Buena', 'Muy buena', 'Excelente'] as const;

/**
 * One visit's review: 1 to 5 stars and an optional comment, checked with the same schema as the route.
 * Once sent (here or before) it shows what the client gave, and nothing can be sent again.
 */
export function ResenaForm({ visita }: { visita: VisitaParaResena }) {
  const form = useFormulario({ estrellas: '', comentario: '' });
  const [estado, setEstado] = useState<{ tipo: 'inicio' | 'enviando' } | { tipo: 'listo'; texto: string }>({
    tipo: 'inicio',
  });
  const [falla, setFalla] = useState<string | null>(null);

  if (visita.resena) {
    return (
      <div className="panel" role="status">
        <p>
          Ya nos dejaste tu reseña de esta visita: <Estrellas n={visita.resena.estrellas} />. ¡Gracias!
        </p>
        {visita.resena.comentario && <p className="muted">«{visita.resena.comentario}»</p>}
      </div>
    );
  }
  if (!visita.terminada) {
    return (
      <p className="panel" role="status">
        Tu hora del {formatearFechaLarga(visita.dia)} a las {visita.horaInicio} ({visita.servicio} con{' '}
        {visita.barbero}) todavía no termina. Podrás dejar tu reseña cuando termine tu hora.
      </p>
    );
  }
  if (estado.tipo === 'listo') {
    return (
      <p className="panel" role="status">
        {estado.texto}
      </p>
    );
  }

  const elegidas = Number(form.valores.estrellas) || 0;
  const enviar = form.enviar(
    resenaInputSchema,
    async (datos) => {
      setEstado({ tipo: 'enviando' });
      setFalla(null);
      try {
        setEstado({ tipo: 'listo', texto: (await enviarResena(visita.horaAgendadaId, datos)).msg });
      } catch (error) {
        form.setErrores(erroresDelServidor(error));
        setFalla(mensajeDeError(error, MENSAJES_RESENAS.ENVIAR_RESENA));
        setEstado({ tipo: 'inicio' });
      }
    },
    (v) => ({ estrellas: v.estrellas === '' ? undefined : Number(v.estrellas), comentario: v.comentario }),
  );

  return (
    <form className="form" noValidate onSubmit={enviar}>
      <p>
        Tu visita del {formatearFechaLarga(visita.dia)} a las {visita.horaInicio}: {visita.servicio} con{' '}
        {visita.barbero}.
      </p>
      <fieldset
        className="calificacion"
        aria-invalid={form.errores.estrellas ? true : undefined}
        aria-describedby={form.errores.estrellas ? 'calificacion-error' : undefined}
      >
        {/* The page's title already asks «¿Cómo te fue?»: the stars are the answer's grade. */}
        <legend>Tu calificación</legend>
        <div className="calificacion__estrellas">
          {ETIQUETAS.map((etiqueta, i) => {
            const n = i + 1;
            return (
              <label key={etiqueta} className={n <= elegidas ? 'calificacion__llena' : undefined}>
                <input
                  type="radio"
                  name="estrellas"
                  value={n}
                  checked={elegidas === n}
                  onChange={() => form.cambiar('estrellas', String(n))}
                  aria-invalid={form.errores.estrellas ? true : undefined}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {n} {n === 1 ? 'estrella' : 'estrellas'}: {etiqueta}
                </span>
              </label>
            );
          })}
        </div>
        <p className="muted" aria-live="polite">
          {elegidas > 0 ? ETIQUETAS[elegidas - 1] : 'Elige de 1 a 5 estrellas.'}
        </p>
        {form.errores.estrellas && (
          <p id="calificacion-error" className="field__error">
            {form.errores.estrellas}
          </p>
        )}
      </fieldset>
      <CampoTexto
        label="Comentario (opcional)"
        hint="Publicamos tu nombre con la inicial de tu apellido, tus estrellas y tu comentario, después de revisarlos."
        maxLength={1000}
        {...form.campo('comentario')}
      />
      {falla && (
        <p className="field__error" role="alert">
          {falla}
        </p>
      )}
      <Button type="submit" className="btn--block" loading={estado.tipo === 'enviando'}>
        Enviar reseña
      </Button>
    </form>
  );
}
