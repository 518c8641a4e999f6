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

interface MarcoProps extends Comunes {
  id?: string | undefined;
  className?: string | undefined;
  /** The control, given its id and the aria attributes that tie it to its hint and error. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error: what every field shares, wired for screen readers. */
export function Marco({ label, error, hint, id, className, children }: MarcoProps) {
  const propio = useId();
  const idReal = id ?? propio;
  const ayuda = `${idReal}-ayuda`;
  const mensaje = `${idReal}-error`;
  const descritoPor = [error ? mensaje : null, hint ? ayuda : null].filter(Boolean);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={idReal}>{label}</label>
      {children({
        id: idReal,
        ...(error && { 'aria-invalid': true }),
        ...(descritoPor.length > 0 && { 'aria-describedby': descritoPor.join(' ') }),
      })}
      {hint && (
        <p id={ayuda} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={mensaje} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type CampoProps = Comunes & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its hint and error message, wired for screen readers. */
export function Campo({ label, error, hint, id, className, ...input }: CampoProps) {
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} {...input} />}
    </Marco>
  );
}

type CampoTextoProps = Comunes & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function CampoTexto({ label, error, hint, id, className, ...textarea }: CampoTextoProps) {
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} {...textarea} />}
    </Marco>
  );
}

type CampoSelectProps = Comunes & SelectHTMLAttributes<HTMLSelectElement>;

export function CampoSelect({ label, error, hint, id, className, children, ...select }: CampoSelectProps) {
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Marco>
  );
}
