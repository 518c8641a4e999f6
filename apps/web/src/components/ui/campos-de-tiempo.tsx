import { useState } from 'react';
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

/**
 * A 24-hour time: a text field whose visible text is the value itself (decision 056), never the
 * browser's «08:30 p. m.». Typing «2030» on a phone's number pad gives 20:30; «930» or «9» once left.
 */
export function CampoHora({
  label,
  valor,
  alCambiar,
  error,
  hint,
  id,
  className,
  ...input
}: CampoDeTiempoProps) {
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          value={valor}
          onChange={(e) => alCambiar(horaEscrita(e.target.value) ?? e.target.value)}
          onBlur={(e) => {
            const hora = horaAlSalir(e.target.value);
            if (hora && hora !== valor) alCambiar(hora);
          }}
        />
      )}
    </Marco>
  );
}

/**
 * A day written day first, «15-06-2026» (decision 056), never the browser's mm/dd/yyyy. It keeps the
 * typed text while it is not a day yet, so a screen that only takes whole days can still be typed in.
 */
export function CampoFecha({
  label,
  valor,
  alCambiar,
  error,
  hint,
  id,
  className,
  ...input
}: CampoDeTiempoProps) {
  const [texto, setTexto] = useState(() => fechaParaEscribir(valor));
  const [visto, setVisto] = useState(valor);
  // A value set from outside («Próxima semana», a reset) shows; one this field sent is already written.
  if (valor !== visto) {
    setVisto(valor);
    if (fechaEscrita(texto) !== valor && texto !== valor) setTexto(fechaParaEscribir(valor));
  }
  return (
    <Marco label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
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
      )}
    </Marco>
  );
}
