import { formatearPrecio, type Servicio, servicioInput, type Usuario } from '@barberia/shared';
import { useState } from 'react';
import { Campo, CampoSelect, CampoTexto } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarServicio } from '../api/eliminar-servicio';
import { useServicios } from '../api/get-servicios';
import { useTiposServicio } from '../api/get-tipos-servicio';
import { useUsuarios } from '../api/get-usuarios';
import { useGuardarServicio } from '../api/guardar-servicio';
import { useEdicion } from '../hooks/use-edicion';
import { abonoDelFormulario, textoDeAbono, valoresDeAbono } from '../lib/abono';
import { AccionesTarjeta } from './acciones-tarjeta';
import { CampoAbono } from './campo-abono';
import { CampoNumero } from './campo-numero';
import { FormularioEdicion } from './formulario-edicion';
import { SeccionLista } from './seccion-lista';

const VACIO = {
  servicio: '',
  precio: '',
  duracion: '',
  tipo: '',
  descripcion: '',
  ...valoresDeAbono(null),
};

function valoresDe(s: Servicio) {
  return {
    servicio: s.servicio,
    precio: String(s.precio),
    duracion: String(s.duracion),
    tipo: s.tipo?._id ?? '',
    descripcion: s.descripcion,
    ...valoresDeAbono(s.abono),
  };
}

/** Who a client can book: an active barber (the admin is not offered to clients). */
const reservable = (u: Usuario) => u.activo && u.rol === 'barbero';

/** «Diego, Tomás y Ana». */
const enumerar = (nombres: string[]) =>
  new Intl.ListFormat('es-CL', { style: 'long', type: 'conjunction' }).format(nombres);

/**
 * /barbero/administrar/servicios: list, create, edit, delete (spec 001 §2 and §5), and who performs each
 * (issue 25): a service nobody active performs is invisible to clients, so the form assigns barbers and
 * every card says whether clients can book it.
 */
export function ServiciosAdmin() {
  const servicios = useServicios();
  const tipos = useTiposServicio();
  const usuarios = useUsuarios();
  const barberos = (usuarios.data ?? []).filter((u) => u.rol === 'barbero');
  const [elegidos, setElegidos] = useState<ReadonlySet<string>>(new Set());
  const nombresDe = (ids: Iterable<string>) =>
    barberos.filter((b) => reservable(b) && [...ids].includes(b._id)).map((b) => b.nombre);
  const { form, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: VACIO,
    guardar: useGuardarServicio(),
    eliminar: useEliminarServicio(),
    nombreDe: (s: Servicio) => s.servicio,
    textos: {
      nuevo: 'Nuevo servicio',
      crear: 'Crear servicio',
      creado: (input) => {
        const quienes = nombresDe(input.barberos ?? []);
        return quienes.length > 0
          ? `Servicio creado correctamente. Los clientes ya pueden agendarlo con ${enumerar(quienes)}.`
          : 'Servicio creado correctamente. Los clientes aún no lo ven: ningún barbero activo lo realiza.';
      },
      actualizado: 'Servicio actualizado correctamente',
    },
    alTerminar: () => setElegidos(new Set()),
  });

  // The barbers go with the save only once the list of users is known: otherwise who performs it stays.
  const alEnviar = enviar(servicioInput, ({ abonoTipo, abonoValor, ...v }) => ({
    ...v,
    tipo: v.tipo || null,
    abono: abonoDelFormulario({ abonoTipo, abonoValor }),
    ...(usuarios.isSuccess && { barberos: [...elegidos] }),
  }));
  const alternar = (id: string, realiza: boolean) =>
    setElegidos((antes) => {
      const nuevos = new Set(antes);
      if (realiza) nuevos.add(id);
      else nuevos.delete(id);
      return nuevos;
    });
  const editar = (s: Servicio) => {
    empezar(s, valoresDe(s));
    setElegidos(new Set(barberos.filter((b) => b.servicios.includes(s._id)).map((b) => b._id)));
  };

  return (
    <>
      <FormularioEdicion {...panel} onSubmit={alEnviar}>
        <div className="bo-grid bo-grid--2">
          <Campo label="Servicio" required maxLength={80} {...form.campo('servicio')} />
          <CampoSelect label="Tipo" {...form.campo('tipo')}>
            <option value="">Sin tipo</option>
            {(tipos.data ?? []).map((t) => (
              <option key={t._id} value={t._id}>
                {t.nombre}
              </option>
            ))}
          </CampoSelect>
          <CampoNumero label="Precio (CLP)" min={0} required {...form.campo('precio')} />
          <CampoNumero label="Duración (min)" min={5} step={5} required {...form.campo('duracion')} />
        </div>
        <CampoTexto label="Descripción" maxLength={500} {...form.campo('descripcion')} />
        <CampoAbono
          valores={form.valores}
          error={form.errores.abono}
          onCambiar={(campo, valor) => {
            form.cambiar(campo, valor);
            // The schema's message sits under «abono» (its path's first key): it goes once the value changes.
            form.setErrores(({ abono: _abono, ...resto }) => resto);
          }}
        />
        <fieldset className="bo-fieldset" aria-describedby="servicio-barberos-nota">
          <legend>Barberos que lo realizan</legend>
          <p id="servicio-barberos-nota" className="muted">
            Los clientes solo ven un servicio cuando al menos un barbero activo lo realiza.
          </p>
          {usuarios.isPending && <p className="muted">Cargando barberos…</p>}
          {usuarios.isError && (
            <p className="form__error" role="alert">
              No se pudieron cargar los barberos: quien realiza el servicio no cambiará al guardar.
            </p>
          )}
          {usuarios.isSuccess && barberos.length === 0 && <p className="muted">Aún no hay barberos.</p>}
          {barberos.map((b) => (
            <label key={b._id} className="bo-casilla">
              <input
                type="checkbox"
                checked={elegidos.has(b._id)}
                onChange={(e) => alternar(b._id, e.target.checked)}
              />
              {b.nombre}
              {!b.activo && <span className="badge badge--neutro">Inactivo: no recibe reservas</span>}
            </label>
          ))}
        </fieldset>
      </FormularioEdicion>

      <SeccionLista
        titulo="Servicios creados"
        consulta={servicios}
        forma="tarjetas"
        cargando="Cargando servicios…"
        vacia="Aún no hay servicios."
      >
        {(s) => (
          <article className="bo-tarjeta" aria-labelledby={`servicio-${s._id}`}>
            <h3 id={`servicio-${s._id}`}>{s.servicio}</h3>
            <p className="bo-tarjeta__meta">
              <span className="precio">{formatearPrecio(s.precio)}</span> · {s.duracion} min
              {s.tipo && <span className="badge">{s.tipo.nombre}</span>}
            </p>
            {s.abono && (
              <p className="bo-tarjeta__meta">{textoDeAbono({ precio: s.precio, abono: s.abono })}</p>
            )}
            {s.descripcion && <p className="muted">{s.descripcion}</p>}
            {usuarios.isSuccess && <QuienLoRealiza nombres={nombresDe(realizan(barberos, s._id))} />}
            <AccionesTarjeta
              nombre={s.servicio}
              onEditar={() => editar(s)}
              onEliminar={() => eliminacion.preguntar(s)}
            />
          </article>
        )}
      </SeccionLista>

      <ModalConfirmar titulo="¿Eliminar este servicio?" confirmar="Eliminar servicio" {...eliminacion.modal}>
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.servicio}</strong>. Los barberos dejarán de ofrecerlo.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}

const realizan = (barberos: readonly Usuario[], servicioId: string) =>
  barberos.filter((b) => b.servicios.includes(servicioId)).map((b) => b._id);

/** Whether clients can book the service, and with whom. */
function QuienLoRealiza({ nombres }: { nombres: string[] }) {
  if (nombres.length === 0) {
    return (
      <p className="aviso-peligro">
        Los clientes no lo ven: ningún barbero activo lo realiza. Usa «Editar» para asignarle barberos.
      </p>
    );
  }
  return (
    <p className="muted">
      Lo realiza{nombres.length > 1 ? 'n' : ''}: {enumerar(nombres)}.
    </p>
  );
}
