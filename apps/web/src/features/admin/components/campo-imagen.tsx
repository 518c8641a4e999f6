import { type ChangeEvent, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { leerComoDataUrl } from '../../../lib/leer-como-data-url';
import '../styles/productos.css';

const MAXIMO_BYTES = 5 * 1024 * 1024;
const TIPOS_IMAGEN = 'image/jpeg,image/png,image/webp,image/avif';

interface CampoImagenProps {
  /** Required when creating; when editing a new picture replaces the current one. */
  requerida: boolean;
  /** What to preview before a new file is chosen (the stored picture when editing). */
  actual: string | null;
  error: string | undefined;
  onElegir: (dataUrl: string | null) => void;
  onError: (mensaje: string) => void;
}

/** The product's picture: read as a data URL (spec 001 §3), previewed, 5 MB at most. */
export function CampoImagen({ requerida, actual, error, onElegir, onError }: CampoImagenProps) {
  const id = useId();
  const [vista, setVista] = useState<string | null>(null);
  const [leyendo, setLeyendo] = useState(false);

  const elegir = async (event: ChangeEvent<HTMLInputElement>) => {
    const archivo = event.target.files?.[0];
    setVista(null);
    onElegir(null);
    if (!archivo) return;
    if (archivo.size > MAXIMO_BYTES) {
      onError('La imagen es demasiado grande: el máximo es 5 MB.');
      return;
    }
    setLeyendo(true);
    try {
      const dataUrl = await leerComoDataUrl(archivo);
      setVista(dataUrl);
      onElegir(dataUrl);
    } catch (causa) {
      console.error('Error al leer la imagen', causa);
      onError('No se pudo leer la imagen. Prueba con otro archivo.');
    } finally {
      setLeyendo(false);
    }
  };

  const previa = vista ?? actual;
  return (
    <div className="field">
      <label htmlFor={id}>Imagen{requerida ? '' : ' (opcional: reemplaza la actual)'}</label>
      <input
        id={id}
        type="file"
        accept={TIPOS_IMAGEN}
        required={requerida}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
        onChange={elegir}
      />
      <p id={`${id}-ayuda`} className="field__hint">
        JPG, PNG, WebP o AVIF, hasta 5 MB.
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {leyendo && <Spinner label="Leyendo la imagen…" />}
      {previa && <img className="producto-preview" src={previa} alt="Vista previa de la imagen" />}
    </div>
  );
}
