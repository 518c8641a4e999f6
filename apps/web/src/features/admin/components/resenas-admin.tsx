import { formatearFechaLarga, type ResenaAdmin } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Estrellas } from '../../../components/ui/estrellas';
import { CampoTexto } from '../../../components/ui/field';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useModerarResena, useResenasAdmin } from '../api/resenas';
import { SeccionLista } from './seccion-lista';

const ESTADO: Record<ResenaAdmin['estado'], string> = {
  PENDIENTE: 'Por revisar: no se ve en el sitio',
  PUBLICADA: 'Publicada en el sitio',
  OCULTA: 'Oculta: no se ve en el sitio',
};

/**
 * /barbero/administrar/resenas: what clients wrote after their visits, waiting ones first. Nothing is
 * public until the admin publishes it; the answer is shown under the review on the home page.
 */
export function ResenasAdmin() {
  const resenas = useResenasAdmin();
  return (
    <SeccionLista
      titulo="Reseñas de clientes"
      consulta={resenas}
      forma="tarjetas"
      cargando="Cargando reseñas…"
      vacia="Aún no hay reseñas. Cada cliente recibe un enlace para dejar la suya después de su hora."
      errorAlCargar={MENSAJES_BACK_OFFICE.CARGAR_RESENAS}
      descripcion={
        <p className="muted">
          Después de cada hora atendida el cliente recibe un enlace para calificarla. Las reseñas publicadas
          se ven en la página de inicio con el nombre y la inicial del apellido; los buscadores solo reciben
          las de clientes reales.
        </p>
      }
    >
      {(r) => <TarjetaResena resena={r} />}
    </SeccionLista>
  );
}

function TarjetaResena({ resena: r }: { resena: ResenaAdmin }) {
  const moderar = useModerarResena();
  const [respuesta, setRespuesta] = useState(r.respuesta ?? '');
  const [aviso, setAviso] = useState<string | null>(null);
  const cambiar = (estado: 'PUBLICADA' | 'OCULTA') =>
    moderar.mutate({ id: r._id, input: { estado, respuesta } }, { onSuccess: ({ msg }) => setAviso(msg) });
  const titulo = `resena-${r._id}`;
  return (
    <article className="bo-tarjeta" aria-labelledby={titulo}>
      <div className="bo-tarjeta__cabecera">
        {/* Name and stars side by side, each whole when they wrap: a «·» between them was left dangling. */}
        <div className="bo-tarjeta__meta">
          <h3 id={titulo}>{r.nombre}</h3>
          <Estrellas n={r.estrellas} />
        </div>
        {r.demo && <span className="badge badge--neutro">Demo: no es de un cliente real</span>}
      </div>
      <p className="muted">
        {r.servicio}
        {r.barbero ? ` con ${r.barbero}` : ''} · {formatearFechaLarga(r.dia)} · {ESTADO[r.estado]}
      </p>
      {r.comentario ? <p>«{r.comentario}»</p> : <p className="muted">Sin comentario.</p>}
      <CampoTexto
        label="Respuesta pública (opcional)"
        maxLength={1000}
        value={respuesta}
        onChange={(e) => setRespuesta(e.target.value)}
      />
      {moderar.isError && (
        <p className="form__error" role="alert">
          {mensajeDeError(moderar.error, MENSAJES_BACK_OFFICE.CAMBIAR_ESTADO)}
        </p>
      )}
      {aviso && (
        <p className="muted" role="status">
          {aviso}
        </p>
      )}
      <div className="bo-tarjeta__acciones">
        <Button loading={moderar.isPending} onClick={() => cambiar('PUBLICADA')}>
          {r.estado === 'PUBLICADA' ? 'Guardar respuesta' : 'Publicar'}
        </Button>
        {r.estado !== 'OCULTA' && (
          <Button variant="secondary" disabled={moderar.isPending} onClick={() => cambiar('OCULTA')}>
            Ocultar
          </Button>
        )}
      </div>
    </article>
  );
}
