import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface Comunes {
  label: ReactNode;
  /** The field's message from the shared schema or the server; shown under it and announced. */
  error?: string | undefined;
  hint?: ReactNode;
}

function useCampo(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const propio = useId();
  const idReal = id ?? propio;
  const descritoPor = [error ? `${idReal}-error` : null, hint ? `${idReal}-ayuda` : null].filter(Boolean);
  return {
    id: idReal,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': descritoPor.length > 0 ? descritoPor.join(' ') : undefined,
    },
  };
}

function Pie({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-ayuda`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

type CampoProps = Comunes & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its hint and error message, wired for screen readers. */
export function Campo({ label, error, hint, id, className, ...input }: CampoProps) {
  const campo = useCampo(id, error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={campo.id}>{label}</label>
      <input id={campo.id} {...campo.aria} {...input} />
      <Pie id={campo.id} error={error} hint={hint} />
    </div>
  );
}

type CampoTextoProps = Comunes & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function CampoTexto({ label, error, hint, id, className, ...textarea }: CampoTextoProps) {
  const campo = useCampo(id, error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={campo.id}>{label}</label>
      <textarea id={campo.id} {...campo.aria} {...textarea} />
      <Pie id={campo.id} error={error} hint={hint} />
    </div>
  );
}

type CampoSelectProps = Comunes & SelectHTMLAttributes<HTMLSelectElement>;

export function CampoSelect({ label, error, hint, id, className, children, ...select }: CampoSelectProps) {
  const campo = useCampo(id, error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={campo.id}>{label}</label>
      <select id={campo.id} {...campo.aria} {...select}>
        {children}
      </select>
      <Pie id={campo.id} error={error} hint={hint} />
    </div>
  );
}
