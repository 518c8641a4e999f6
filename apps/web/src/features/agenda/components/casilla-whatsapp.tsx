import { CONSENTIMIENTO_WHATSAPP } from '@barberia/shared';

/**
 * The WhatsApp box (decision 035): shown only once a phone is typed, so it loads then, not with the contact
 * step's first view (decision 008: the step is at its budget).
 */
export default function CasillaWhatsapp({
  marcada,
  onCambiar,
}: {
  marcada: boolean;
  onCambiar: (marcada: boolean) => void;
}) {
  return (
    <div className="field field--casilla">
      <input
        id="contacto-whatsapp"
        name="consentimientoWhatsapp"
        type="checkbox"
        checked={marcada}
        onChange={(e) => onCambiar(e.target.checked)}
      />
      <label htmlFor="contacto-whatsapp">{CONSENTIMIENTO_WHATSAPP}</label>
    </div>
  );
}
