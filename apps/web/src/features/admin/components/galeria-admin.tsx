import { type FotoGaleria, fotoGaleriaInput } from '@barberia/shared';
import { type DragEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { Imagen } from '../../../components/ui/image';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import {
  useEditarFoto,
  useEliminarFoto,
  useGaleriaAdmin,
  useOrdenarGaleria,
  useSubirFoto,
} from '../api/galeria';
import { mover } from '../lib/orden';
import { CampoImagen } from './campo-imagen';
import { PanelFormulario } from './panel-formulario';
import { SeccionLista } from './seccion-lista';
import '../styles/galeria.css';

const VACIO = { alt: '' };

/**
 * /barbero/administrar/galeria (issue 25): the gallery page's photos. Upload (checked by content on the
 * server, 5 MB), alt text required, order by dragging or with «Subir» / «Bajar» (keyboard and phone),
 * delete. Each change shows on the next visit to /galeria.
 */
export function GaleriaAdmin() {
  const galeria = useGaleriaAdmin();
  const ordenar = useOrdenarGaleria();
  const eliminar = useEliminarFoto();
  const resultado = useModalResultado();
  const [aEliminar, setAEliminar] = useState<FotoGaleria | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const [arrastrada, setArrastrada] = useState<number | null>(null);
  // The order on screen: moved at once, confirmed (or put back) by the server's answer.
  const [orden, setOrden] = useState<FotoGaleria[] | undefined>(galeria.data);
  useEffect(() => setOrden(galeria.data), [galeria.data]);

  const moverFoto = (desde: number, hasta: number) => {
    if (!orden || hasta < 0 || hasta >= orden.length || desde === hasta) return;
    const nuevo = mover(orden, desde, hasta);
    setOrden(nuevo);
    setAnuncio(`Foto movida a la posición ${hasta + 1} de ${nuevo.length}.`);
    ordenar.mutate(
      nuevo.map((f) => f._id),
      {
        onError: (causa) => {
          setOrden(galeria.data);
          resultado.fallo(causa, MENSAJES_BACK_OFFICE.ORDENAR_GALERIA);
        },
      },
    );
  };

  const soltar = (hasta: number) => (event: DragEvent) => {
    event.preventDefault();
    if (arrastrada !== null) moverFoto(arrastrada, hasta);
    setArrastrada(null);
  };

  return (
    <>
      <SubirFoto onSubida={(mensaje) => resultado.exito(mensaje)} onFallo={resultado.falloDeFormulario} />
      <p className="visually-hidden" role="status">
        {anuncio}
      </p>
      <SeccionLista
        titulo="Fotos de la galería"
        consulta={{ ...galeria, data: orden }}
        forma="tarjetas"
        cargando="Cargando la galería…"
        vacia="La galería no tiene fotos. La página /galeria dirá que aún no hay fotos."
        errorAlCargar={MENSAJES_BACK_OFFICE.CARGAR_GALERIA}
        descripcion={
          <p className="muted">
            En este orden se ven en /galeria y las primeras seis en la portada. Arrastra una foto o usa
            «Subir» y «Bajar».
          </p>
        }
      >
        {(foto) => {
          const i = orden?.indexOf(foto) ?? 0;
          const total = orden?.length ?? 0;
          return (
            <article
              className={`bo-tarjeta galeria-admin__foto${arrastrada === i ? ' galeria-admin__foto--arrastrada' : ''}`}
              aria-label={`Foto ${i + 1} de ${total}: ${foto.alt}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setArrastrada(i);
              }}
              onDragEnd={() => setArrastrada(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={soltar(i)}
            >
              <Imagen imagen={foto.imagen} alt={foto.alt} sizes="(min-width: 900px) 280px, 90vw" />
              <p className="muted">
                Foto {i + 1} de {total}
              </p>
              <TextoDeFoto foto={foto} />
              <div className="bo-tarjeta__acciones">
                <Button
                  variant="secondary"
                  disabled={i === 0 || ordenar.isPending}
                  onClick={() => moverFoto(i, i - 1)}
                  aria-label={`Subir la foto ${i + 1}: ${foto.alt}`}
                >
                  Subir
                </Button>
                <Button
                  variant="secondary"
                  disabled={i === total - 1 || ordenar.isPending}
                  onClick={() => moverFoto(i, i + 1)}
                  aria-label={`Bajar la foto ${i + 1}: ${foto.alt}`}
                >
                  Bajar
                </Button>
                <Button
                  variant="danger"
                  onClick={() => setAEliminar(foto)}
                  aria-label={`Eliminar la foto ${i + 1}: ${foto.alt}`}
                >
                  Eliminar
                </Button>
              </div>
            </article>
          );
        }}
      </SeccionLista>
      <ModalConfirmar
        open={aEliminar !== null}
        titulo="¿Eliminar esta foto?"
        confirmar="Eliminar foto"
        peligro
        enviando={eliminar.isPending}
        onCancelar={() => setAEliminar(null)}
        onConfirmar={() =>
          aEliminar &&
          eliminar.mutate(aEliminar._id, {
            onSuccess: ({ msg }) => resultado.exito(msg),
            onError: (causa) => resultado.fallo(causa),
            onSettled: () => setAEliminar(null),
          })
        }
      >
        <p>«{aEliminar?.alt}» deja de verse en la galería. No se puede deshacer.</p>
      </ModalConfirmar>
      {resultado.modales}
    </>
  );
}

function SubirFoto({
  onSubida,
  onFallo,
}: {
  onSubida: (mensaje: string) => void;
  onFallo: ReturnType<typeof useModalResultado>['falloDeFormulario'];
}) {
  const subir = useSubirFoto();
  const form = useFormulario(VACIO);
  const [imagen, setImagen] = useState<string | null>(null);
  const [errorImagen, setErrorImagen] = useState<string | undefined>();
  // Remounting the file input is the only way to clear what it shows.
  const [claveArchivo, setClaveArchivo] = useState(0);
  const enviar = form.enviar(
    fotoGaleriaInput,
    (datos) =>
      subir.mutate(datos, {
        onSuccess: () => {
          form.reiniciar();
          setImagen(null);
          setClaveArchivo((n) => n + 1);
          onSubida('Foto agregada al final de la galería.');
        },
        onError: (causa) => onFallo(causa, form.setErrores, MENSAJES_BACK_OFFICE.SUBIR_FOTO),
      }),
    (v) => ({ ...v, imagen: imagen ?? '' }),
  );
  return (
    <PanelFormulario titulo="Agregar una foto" editando={null}>
      <form className="form" noValidate onSubmit={enviar}>
        <CampoImagen
          key={claveArchivo}
          requerida
          actual={null}
          error={errorImagen ?? form.errores.imagen}
          onElegir={(dataUrl) => {
            setErrorImagen(undefined);
            setImagen(dataUrl);
          }}
          onError={setErrorImagen}
        />
        <Campo
          label="Texto alternativo"
          hint="Describe la foto para quien no la ve: «Degradado bajo con barba perfilada»."
          required
          maxLength={200}
          {...form.campo('alt')}
        />
        <Button type="submit" loading={subir.isPending}>
          Agregar a la galería
        </Button>
      </form>
    </PanelFormulario>
  );
}

/** The alt text of one photo, saved on its own. */
function TextoDeFoto({ foto }: { foto: FotoGaleria }) {
  const editar = useEditarFoto();
  const [alt, setAlt] = useState(foto.alt);
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        editar.mutate(
          { id: foto._id, input: { alt } },
          { onSuccess: ({ msg }) => setAviso(msg), onError: () => setAviso(null) },
        );
      }}
    >
      <Campo
        label="Texto alternativo"
        maxLength={200}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        error={editar.isError ? mensajeDeError(editar.error, MENSAJES_BACK_OFFICE.ACCION) : undefined}
      />
      {aviso && (
        <p className="muted" role="status">
          {aviso}
        </p>
      )}
      <Button type="submit" variant="ghost" loading={editar.isPending}>
        Guardar texto
      </Button>
    </form>
  );
}
