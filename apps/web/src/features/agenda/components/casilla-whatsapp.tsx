import { CONSENTIMIENTO_WHATSAPP } from '@barberia/shared';

/**
 * The WhatsApp box (decision 035): shown only once a phone is typed, so it loads then, not with the contact
 * step's first view (decision 008: the step is at its budget).
 */
export default function CasillaWhatsapp({
  marcada,
  onCambiar,
  id = 'contacto-whatsapp',
  texto = CONSENTIMIENTO_WHATSAPP,
}: {
  marcada: boolean;
  onCambiar: (marcada: boolean) => void;
  /** Unique on the page: the contact step's, or the waitlist form's on the hour step. */
  id?: string;
  /** The consent as asked there: the server stores this same text (decision 035, decision 043). */
  texto?: string;
}) {
  return (
    <div className="field field--casilla">
      <input
        id={id}
        name="consentimientoWhatsapp"
        type="checkbox"
        checked={marcada}
        onChange={(e) => onCambiar(e.target.checked)}
      />
      <label htmlFor={id}>{texto}</label>
    </div>
  );
}
