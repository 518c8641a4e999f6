import { type ChangeEvent, useId, useState } from 'react';
import { Imagen } from '../../../components/ui/image';
import { Spinner } from '../../../components/ui/spinner';
import { mensajeDeError } from '../../../lib/api-client';
import { leerComoDataUrl } from '../../../lib/leer-como-data-url';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFotoBarbero, useSubirFotoBarbero } from '../api/foto-barbero';

const MAXIMO_BYTES = 5 * 1024 * 1024;
const TIPOS_IMAGEN = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The barber's photo, shown to clients beside their name when they choose who cuts (issue 22). The server
 * checks it by content and resizes it like the products' pictures; choosing a file uploads it.
 */
export function FotoBarbero({ barberoId, nombre }: { barberoId: string; nombre: string }) {
  const id = useId();
  const actual = useFotoBarbero(barberoId);
  const subir = useSubirFotoBarbero(barberoId);
  const [error, setError] = useState<string | null>(null);

  const elegir = async (event: ChangeEvent<HTMLInputElement>) => {
    const archivo = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!archivo) return;
    if (archivo.size > MAXIMO_BYTES) {
      setError('La imagen es demasiado grande: el máximo es 5 MB.');
      return;
    }
    try {
      const img = await leerComoDataUrl(archivo);
      subir.mutate(img, {
        onError: (causa) => setError(mensajeDeError(causa, MENSAJES_BACK_OFFICE.SUBIR_FOTO)),
      });
    } catch (causa) {
      console.error('Error al leer la imagen', causa);
      setError('No se pudo leer la imagen. Prueba con otro archivo.');
    }
  };

  const foto = actual.data?.foto ?? null;
  return (
    <section className="panel perfil-foto" aria-labelledby="perfil-foto">
      <h2 id="perfil-foto">Foto</h2>
      {actual.isPending ? (
        <Spinner label="Cargando tu foto…" />
      ) : foto ? (
        <Imagen imagen={foto} alt={`Foto de ${nombre}`} sizes="96px" className="perfil-foto__imagen" />
      ) : (
        <p className="empty">Aún no tienes foto: al elegir barbero, los clientes ven tu inicial.</p>
      )}
      <div className="field">
        <label htmlFor={id}>{foto ? 'Cambiar foto' : 'Subir foto'}</label>
        <input
          id={id}
          type="file"
          accept={TIPOS_IMAGEN}
          disabled={subir.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
          onChange={elegir}
        />
        <p id={`${id}-ayuda`} className="field__hint">
          JPG, PNG, WebP o AVIF, hasta 5 MB. Los clientes la ven al elegir con quién agendar.
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {subir.isPending && <Spinner label="Subiendo la foto…" />}
      {subir.isSuccess && !error && <p role="status">Foto guardada.</p>}
    </section>
  );
}
