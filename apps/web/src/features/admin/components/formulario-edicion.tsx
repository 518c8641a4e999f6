import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PanelFormulario } from './panel-formulario';

interface FormularioEdicionProps {
  titulo: string;
  /** The id of the item being edited, null for a new one. */
  editando: string | null;
  /** The submit button's text when creating, e.g. «Crear aviso». */
  crear: string;
  enviando: boolean;
  onCancelarEdicion: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** More buttons beside the create one, shown only while creating (a notice's «Crear y activar»). */
  alCrear?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The create/edit form of an admin list (its props come from useEdicion's `panel`), with the foot every
 * such form shares, so editing always offers the same way back.
 */
export function FormularioEdicion({
  titulo,
  editando,
  crear,
  enviando,
  onCancelarEdicion,
  onSubmit,
  alCrear,
  children,
}: FormularioEdicionProps) {
  return (
    <PanelFormulario titulo={titulo} editando={editando}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {children}
        <div className="bo-acciones">
          {editando !== null && (
            <Button variant="ghost" onClick={onCancelarEdicion}>
              Cancelar edición
            </Button>
          )}
          <Button
            type="submit"
            loading={enviando}
            variant={alCrear && editando === null ? 'secondary' : 'primary'}
          >
            {editando !== null ? 'Guardar cambios' : crear}
          </Button>
          {editando === null && alCrear}
        </div>
      </form>
    </PanelFormulario>
  );
}
