import { useUsuario } from '../../../features/auth/hooks/use-sesion';
import { CalendarioReservas } from '../../../features/barbero/components/calendario-reservas';
import { PaginaBackOffice, VOLVER_INICIO } from './pagina';

export function Component() {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice
      titulo="Calendario"
      volver={VOLVER_INICIO}
      lead="Las horas agendadas del día que elijas."
    >
      <CalendarioReservas barberoId={usuario._id} />
    </PaginaBackOffice>
  );
}
