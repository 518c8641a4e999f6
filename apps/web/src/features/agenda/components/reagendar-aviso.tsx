import { lazy, Suspense } from 'react';
import { useReagendar } from '../hooks/use-reagendar';

// Only a rescheduling client sees it: its date formatting stays out of the steps' first load.
const ReagendarAvisoDetalle = lazy(() => import('./reagendar-aviso-detalle'));

/** Reminds the client, on every step, that this booking moves an existing hour. */
export function ReagendarAviso() {
  const [reagendar] = useReagendar();
  if (!reagendar) return null;
  return (
    <Suspense fallback={null}>
      <ReagendarAvisoDetalle />
    </Suspense>
  );
}
