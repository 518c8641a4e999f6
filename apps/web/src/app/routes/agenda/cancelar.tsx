import { BackLink } from '../../../components/ui/back-link';
import { RevisarHoraForm } from '../../../features/agenda/components/revisar-hora-form';

export function Component() {
  return (
    <section className="page page--narrow">
      <header className="page-head">
        <BackLink to="/agenda?show=no" label="Agenda" />
        <h1>Revisar Hora</h1>
        <p className="muted">Ingresa tu correo para ver, cancelar o reagendar tus horas.</p>
      </header>
      <RevisarHoraForm />
    </section>
  );
}
