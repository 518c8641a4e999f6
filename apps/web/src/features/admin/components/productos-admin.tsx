import { type Producto, productoCrearInput, productoEditarInput } from '@barberia/shared';
import { useState } from 'react';
import { Campo, CampoTexto } from '../../../components/ui/field';
import { ModalConfirmar } from '../../../components/ui/result-modal';
import { useEliminarProducto } from '../api/eliminar-producto';
import { useProductos } from '../api/get-productos';
import { useGuardarProducto } from '../api/guardar-producto';
import { useEdicion } from '../hooks/use-edicion';
import { textoDescuento } from '../lib/producto';
import { CampoImagen } from './campo-imagen';
import { CampoNumero } from './campo-numero';
import { FormularioEdicion } from './formulario-edicion';
import { miniatura, ProductoTarjeta } from './producto-tarjeta';
import { SeccionLista } from './seccion-lista';

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
  const [img, setImg] = useState<string | null>(null);
  // Remounting the file input is the only way to clear what it shows.
  const [claveArchivo, setClaveArchivo] = useState(0);
  const olvidarImagen = () => {
    setImg(null);
    setClaveArchivo((n) => n + 1);
  };
  const { form, editando, empezar, resultado, eliminacion, enviar, panel } = useEdicion({
    vacio: VACIO,
    guardar: useGuardarProducto(),
    eliminar: useEliminarProducto(),
    nombreDe: (p: Producto) => p.nombre,
    textos: {
      nuevo: 'Nuevo producto',
      crear: 'Crear producto',
      creado: 'Producto creado correctamente',
      actualizado: 'Producto actualizado correctamente',
    },
    alTerminar: olvidarImagen,
  });

  const preparar = (v: typeof VACIO) => ({ ...v, ...(img ? { img } : {}) });
  // Two schemas: the picture is required on create and optional on edit.
  const alEnviar = enviar(editando ? productoEditarInput : productoCrearInput, preparar);

  return (
    <>
      <FormularioEdicion {...panel} onSubmit={alEnviar}>
        <div className="bo-grid bo-grid--2">
          <Campo label="Nombre" required maxLength={120} {...form.campo('nombre')} />
          <CampoNumero label="Stock" min={0} required {...form.campo('stock')} />
          <CampoNumero label="Precio base (CLP)" min={0} required {...form.campo('precioBase')} />
          <CampoNumero label="Precio final (CLP)" min={0} required {...form.campo('precioFinal')} />
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
      </FormularioEdicion>

      <SeccionLista
        titulo="Productos en la tienda"
        consulta={productos}
        forma="tarjetas"
        cargando="Cargando productos…"
        vacia="Aún no hay productos."
      >
        {(p) => (
          <ProductoTarjeta
            producto={p}
            onEditar={() => {
              olvidarImagen();
              empezar(p, valoresDe(p));
            }}
            onEliminar={() => eliminacion.preguntar(p)}
          />
        )}
      </SeccionLista>

      <ModalConfirmar titulo="¿Eliminar este producto?" confirmar="Eliminar producto" {...eliminacion.modal}>
        <p>
          Se eliminará <strong>{eliminacion.aEliminar?.nombre}</strong> de la tienda.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}
