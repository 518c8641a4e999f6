import { type Producto, productoCrearInput, productoEditarInput } from '@barberia/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo, CampoTexto } from '../../../components/ui/campo';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/modal-resultado';
import { Spinner } from '../../../components/ui/spinner';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useEliminarProducto } from '../api/eliminar-producto';
import { useProductos } from '../api/get-productos';
import { useGuardarProducto } from '../api/guardar-producto';
import { textoDescuento } from '../lib/producto';
import { CampoImagen } from './campo-imagen';
import { PanelFormulario } from './panel-formulario';
import { miniatura, ProductoTarjeta } from './producto-tarjeta';

const VACIO = { nombre: '', descripcion: '', precioBase: '', precioFinal: '', stock: '' };

function valoresDe(p: Producto) {
  return {
    nombre: p.nombre,
    descripcion: p.descripcion,
    precioBase: String(p.precioBase),
    precioFinal: String(p.precioFinal),
    stock: String(p.stock),
  };
}

/** /barbero/administrar/productos: list, create (picture required), edit, delete. */
export function ProductosAdmin() {
  const productos = useProductos();
  const guardar = useGuardarProducto();
  const eliminar = useEliminarProducto();
  const resultado = useModalResultado();
  const form = useFormulario(VACIO);
  const [editando, setEditando] = useState<Producto | null>(null);
  const [aEliminar, setAEliminar] = useState<Producto | null>(null);
  const [img, setImg] = useState<string | null>(null);
  // Remounting the file input is the only way to clear what it shows.
  const [claveArchivo, setClaveArchivo] = useState(0);

  const terminarEdicion = () => {
    setEditando(null);
    setImg(null);
    setClaveArchivo((n) => n + 1);
    form.reiniciar(VACIO);
  };

  const alGuardar = (onError: (error: unknown) => void) => ({
    onSuccess: () => {
      resultado.exito(editando ? 'Producto actualizado correctamente' : 'Producto creado correctamente');
      terminarEdicion();
    },
    onError,
  });
  const alFallar = (error: unknown) => {
    form.setErrores(erroresDelServidor(error));
    resultado.fallo(error);
  };
  const preparar = (v: typeof VACIO) => ({ ...v, ...(img ? { img } : {}) });

  const crear = form.enviar(
    productoCrearInput,
    (input) => guardar.mutate({ input }, alGuardar(alFallar)),
    preparar,
  );
  const editar = form.enviar(
    productoEditarInput,
    (input) => editando && guardar.mutate({ id: editando._id, input }, alGuardar(alFallar)),
    preparar,
  );

  return (
    <>
      <PanelFormulario
        titulo={editando ? `Editar: ${editando.nombre}` : 'Nuevo producto'}
        editando={editando?._id ?? null}
      >
        <form className="form" onSubmit={editando ? editar : crear} noValidate>
          <div className="bo-grid bo-grid--2">
            <Campo label="Nombre" required maxLength={120} {...form.campo('nombre')} />
            <Campo
              label="Stock"
              type="number"
              inputMode="numeric"
              min={0}
              required
              {...form.campo('stock')}
            />
            <Campo
              label="Precio base (CLP)"
              type="number"
              inputMode="numeric"
              min={0}
              required
              {...form.campo('precioBase')}
            />
            <Campo
              label="Precio final (CLP)"
              type="number"
              inputMode="numeric"
              min={0}
              required
              {...form.campo('precioFinal')}
            />
          </div>
          <p className="bo-resumen" aria-live="polite">
            Descuento: <strong>{textoDescuento(form.valores.precioBase, form.valores.precioFinal)}</strong>
          </p>
          <CampoTexto label="Descripción" maxLength={2000} {...form.campo('descripcion')} />
          <CampoImagen
            key={claveArchivo}
            requerida={!editando}
            actual={editando ? miniatura(editando) : null}
            error={form.errores.img}
            onElegir={(dataUrl) => {
              setImg(dataUrl);
              form.setErrores(({ img: _, ...resto }) => resto);
            }}
            onError={(mensaje) => form.setErrores((e) => ({ ...e, img: mensaje }))}
          />
          <div className="bo-acciones">
            {editando && (
              <Button variant="ghost" onClick={terminarEdicion}>
                Cancelar edición
              </Button>
            )}
            <Button type="submit" loading={guardar.isPending}>
              {editando ? 'Guardar cambios' : 'Crear producto'}
            </Button>
          </div>
        </form>
      </PanelFormulario>

      <section className="bo-seccion" aria-labelledby="lista-productos">
        <h2 id="lista-productos">Productos en la tienda</h2>
        {productos.isPending ? (
          <Spinner label="Cargando productos…" />
        ) : (productos.data ?? []).length === 0 ? (
          <p className="empty">Aún no hay productos.</p>
        ) : (
          <ul className="bo-tarjetas">
            {(productos.data ?? []).map((p) => (
              <li key={p._id}>
                <ProductoTarjeta
                  producto={p}
                  onEditar={() => {
                    setEditando(p);
                    setImg(null);
                    setClaveArchivo((n) => n + 1);
                    form.reiniciar(valoresDe(p));
                  }}
                  onEliminar={() => setAEliminar(p)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar este producto?"
        confirmar="Eliminar producto"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() => {
          if (!aEliminar) return;
          eliminar.mutate(aEliminar._id, {
            onSuccess: ({ msg }) => {
              if (editando?._id === aEliminar._id) terminarEdicion();
              resultado.exito(msg);
            },
            onError: (error) => resultado.fallo(error),
            onSettled: () => setAEliminar(null),
          });
        }}
      >
        <p>
          Se eliminará <strong>{aEliminar?.nombre}</strong> de la tienda.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
