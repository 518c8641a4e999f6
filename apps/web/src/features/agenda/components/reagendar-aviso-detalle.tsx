import { diaDe, formatearFechaLarga } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { useReagendar } from '../hooks/use-reagendar';

export default function ReagendarAvisoDetalle() {
  const [reagendar, setReagendar] = useReagendar();
  if (!reagendar) return null;
  return (
    <div className="reagendar-aviso">
      <p>
        Estás reagendando tu hora del <strong>{formatearFechaLarga(diaDe(reagendar.fecha))}</strong> a las{' '}
        <strong>{reagendar.horaInicio} hrs</strong>. La liberaremos cuando confirmes la nueva.
      </p>
      <Button variant="ghost" onClick={() => setReagendar(null)}>
        Dejar de reagendar
      </Button>
    </div>
  );
}
