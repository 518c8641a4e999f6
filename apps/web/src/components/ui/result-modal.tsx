import { type ReactNode, useState } from 'react';
import { type MensajeDePantalla, mensajeDeError } from '../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../lib/mensajes/back-office';
import { type ErroresDeCampos, erroresDelServidor } from '../../lib/validar-formulario';
import { Button } from './button';
import { Modal } from './modal';

/** The back office's error modal: '¡Error!' with the server's msg and a 'Volver' button (spec 001 §8). */
export function ModalError({ mensaje, onVolver }: { mensaje: string | null; onVolver: () => void }) {
  return (
    <Modal
      open={mensaje !== null}
      tone="alert"
      title="¡Error!"
      onClose={onVolver}
      actions={
        <Button variant="secondary" onClick={onVolver}>
          Volver
        </Button>
      }
    >
      <p>{mensaje}</p>
    </Modal>
  );
}

interface ModalExitoProps {
  mensaje: ReactNode | null;
  titulo?: string;
  onCerrar: () => void;
}

export function ModalExito({ mensaje, titulo = '¡Listo!', onCerrar }: ModalExitoProps) {
  return (
    <Modal
      open={mensaje !== null}
      tone="success"
      title={titulo}
      onClose={onCerrar}
      actions={<Button onClick={onCerrar}>Aceptar</Button>}
    >
      {typeof mensaje === 'string' ? <p>{mensaje}</p> : mensaje}
    </Modal>
  );
}

interface ModalConfirmarProps {
  open: boolean;
  titulo: string;
  children?: ReactNode;
  confirmar: string;
  /** Destructive actions get the danger look. */
  peligro?: boolean;
  enviando?: boolean;
  onConfirmar: () => void;
  onCancelar: () => void;
}

export function ModalConfirmar({
  open,
  titulo,
  children,
  confirmar,
  peligro = false,
  enviando = false,
  onConfirmar,
  onCancelar,
}: ModalConfirmarProps) {
  return (
    <Modal
      open={open}
      tone="alert"
      title={titulo}
      onClose={enviando ? undefined : onCancelar}
      actions={
        <>
          <Button variant="ghost" onClick={onCancelar} disabled={enviando}>
            Cancelar
          </Button>
          <Button variant={peligro ? 'danger' : 'primary'} onClick={onConfirmar} loading={enviando}>
            {confirmar}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/**
 * The state of a page's result modals: one error or one success at a time. `modales` renders both;
 * `fallo` takes any error and shows the server's msg or the spec's fallback.
 */
export function useModalResultado() {
  const [error, setError] = useState<string | null>(null);
  const [exito, setExito] = useState<{ titulo?: string; mensaje: ReactNode } | null>(null);
  const fallo = (causa: unknown, porDefecto: MensajeDePantalla = MENSAJES_BACK_OFFICE.ACCION) =>
    setError(mensajeDeError(causa, porDefecto));
  return {
    fallo,
    /** A refused save: the server's messages go under their fields (`form.setErrores`), then the modal. */
    falloDeFormulario: (
      causa: unknown,
      setErrores: (errores: ErroresDeCampos) => void,
      porDefecto?: MensajeDePantalla,
    ) => {
      setErrores(erroresDelServidor(causa));
      fallo(causa, porDefecto);
    },
    exito: (mensaje: ReactNode, titulo?: string) => setExito({ mensaje, titulo }),
    modales: (
      <>
        <ModalError mensaje={error} onVolver={() => setError(null)} />
        <ModalExito mensaje={exito?.mensaje ?? null} titulo={exito?.titulo} onCerrar={() => setExito(null)} />
      </>
    ),
  };
}
