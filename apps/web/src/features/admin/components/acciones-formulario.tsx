import { Button } from '../../../components/ui/button';

interface AccionesFormularioProps {
  editando: boolean;
  enviando: boolean;
  /** The submit button's text when creating, e.g. «Crear aviso». */
  crear: string;
  onCancelarEdicion: () => void;
}

/** The foot every create/edit form shares, so editing always offers the same way back. */
export function AccionesFormulario({
  editando,
  enviando,
  crear,
  onCancelarEdicion,
}: AccionesFormularioProps) {
  return (
    <div className="bo-acciones">
      {editando && (
        <Button variant="ghost" onClick={onCancelarEdicion}>
          Cancelar edición
        </Button>
      )}
      <Button type="submit" loading={enviando}>
        {editando ? 'Guardar cambios' : crear}
      </Button>
    </div>
  );
}
