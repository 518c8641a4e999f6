import { type CampoRsvp, TIPOS_DE_CAMPO } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { Campo, CampoSelect } from '../../../components/ui/field';

const NOMBRES_TIPO: Record<CampoRsvp['type'], string> = {
  text: 'Texto',
  number: 'Número',
  email: 'Correo',
  checkbox: 'Casilla',
  radio: 'Opción (radio)',
  hidden: 'Oculto',
  label: 'Texto informativo',
};

interface Props {
  campos: CampoRsvp[];
  onCambiar: (campos: CampoRsvp[]) => void;
}

/**
 * The event's own form fields (spec 001 §3): radios sharing a name make one group whose labels are the
 * choices; a hidden field sends its default; a label is only text.
 */
export function CamposRsvpEditor({ campos, onCambiar }: Props) {
  const cambiar = (i: number, cambio: Partial<CampoRsvp>) =>
    onCambiar(campos.map((c, j) => (j === i ? { ...c, ...cambio } : c)));
  return (
    <fieldset className="bo-campos-rsvp">
      <legend>Campos del formulario</legend>
      {campos.length === 0 && <p className="muted">Solo se pide el correo y la cantidad de personas.</p>}
      <ol>
        {campos.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields have no id; the position is the identity while editing.
          <li key={i} className="bo-campo-rsvp">
            <CampoSelect
              label={`Tipo del campo ${i + 1}`}
              value={c.type}
              onChange={(e) => cambiar(i, { type: e.target.value as CampoRsvp['type'] })}
            >
              {TIPOS_DE_CAMPO.map((t) => (
                <option key={t} value={t}>
                  {NOMBRES_TIPO[t]}
                </option>
              ))}
            </CampoSelect>
            {c.type !== 'label' && (
              <Campo
                label={`Nombre interno del campo ${i + 1}`}
                hint="Letras, números, - y _. Es la columna del CSV."
                value={c.name}
                maxLength={50}
                onChange={(e) => cambiar(i, { name: e.target.value })}
              />
            )}
            <Campo
              label={`Etiqueta del campo ${i + 1}`}
              value={c.label}
              maxLength={200}
              onChange={(e) => cambiar(i, { label: e.target.value })}
            />
            {c.type === 'hidden' ? (
              <Campo
                label={`Valor del campo ${i + 1}`}
                value={typeof c.default === 'string' ? c.default : ''}
                onChange={(e) => cambiar(i, { default: e.target.value })}
              />
            ) : (
              c.type !== 'label' &&
              c.type !== 'radio' && (
                <label className="bo-casilla">
                  <input
                    type="checkbox"
                    checked={c.required}
                    onChange={(e) => cambiar(i, { required: e.target.checked })}
                  />
                  Obligatorio
                </label>
              )
            )}
            <Button
              variant="ghost"
              aria-label={`Quitar el campo ${i + 1}`}
              onClick={() => onCambiar(campos.filter((_, j) => j !== i))}
            >
              Quitar
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        onClick={() =>
          onCambiar([...campos, { type: 'text', name: '', label: '', placeholder: '', required: false }])
        }
      >
        Agregar campo
      </Button>
    </fieldset>
  );
}
