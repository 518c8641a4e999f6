import { type InputHTMLAttributes, useState } from 'react';
import { fechaEscrita, fechaParaEscribir, horaAlSalir, horaEscrita } from '../../lib/fecha-y-hora-escritas';
import { Marco } from './field';

interface CampoDeTiempoProps {
  label: string;
  /** The API's `HH:MM` or `YYYY-MM-DD`, or what was typed while it is not one yet. */
  valor: string;
  /** Gets the API's value as soon as the text is one, else the text itself (the schema names the mistake). */
  alCambiar: (valor: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  name?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

type Marcado = Omit<CampoDeTiempoProps, 'valor' | 'alCambiar'>;

/** The field both share: a labelled text input on the number pad, never a browser control with its locale. */
function CampoEscrito({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: Marcado &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'placeholder' | 'maxLength' | 'value' | 'onChange' | 'onBlur'
  >) {
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} {...input} type="text" inputMode="numeric" autoComplete="off" />}
    </Marco>
  );
}

/**
 * A 24-hour time: a text field whose visible text is the value itself (decision 056), never the
 * browser's «08:30 p. m.». Typing «2030» on a phone's number pad gives 20:30; «930» or «9» once left.
 */
export function CampoHora({ valor, alCambiar, ...campo }: CampoDeTiempoProps) {
  return (
    <CampoEscrito
      {...campo}
      placeholder="HH:MM"
      maxLength={5}
      value={valor}
      onChange={(e) => alCambiar(horaEscrita(e.target.value) ?? e.target.value)}
      onBlur={(e) => {
        const hora = horaAlSalir(e.target.value);
        if (hora && hora !== valor) alCambiar(hora);
      }}
    />
  );
}

/**
 * A day written day first, «15-06-2026» (decision 056), never the browser's mm/dd/yyyy. It keeps the
 * typed text while it is not a day yet, so a screen that only takes whole days can still be typed in.
 */
export function CampoFecha({ valor, alCambiar, ...campo }: CampoDeTiempoProps) {
  const [texto, setTexto] = useState(() => fechaParaEscribir(valor));
  const [visto, setVisto] = useState(valor);
  // A value set from outside («Próxima semana», a reset) shows; one this field sent is already written.
  if (valor !== visto) {
    setVisto(valor);
    if (fechaEscrita(texto) !== valor && texto !== valor) setTexto(fechaParaEscribir(valor));
  }
  return (
    <CampoEscrito
      {...campo}
      placeholder="dd-mm-aaaa"
      maxLength={10}
      value={texto}
      onChange={(e) => {
        // A whole day is written back at once as «15-06-2026»: the year comes last, nothing follows it.
        const dia = fechaEscrita(e.target.value);
        setTexto(dia ? fechaParaEscribir(dia) : e.target.value);
        alCambiar(dia ?? e.target.value);
      }}
    />
  );
}
