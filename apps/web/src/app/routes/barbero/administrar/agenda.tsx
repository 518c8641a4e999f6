import { AgendaAdmin } from '../../../../features/admin/components/agenda-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice
      titulo="Agenda"
      volver={VOLVER_ADMIN}
      lead="Las horas agendadas y libres de todos los barberos, por día o por semana."
    >
      <AgendaAdmin />
    </PaginaBackOffice>
  );
}
