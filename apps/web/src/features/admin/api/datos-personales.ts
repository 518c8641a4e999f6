import type { EliminacionDatosPersonales, ExportacionDatosPersonales } from '@barberia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST, with the e-mail in the body: it never lands in a URL or an access log (decision 027). */
export function exportarDatosPersonales(email: string) {
  return apiRequest<ExportacionDatosPersonales>('/admin/datos-personales/exportar', {
    method: 'POST',
    auth: true,
    body: { email },
  });
}

export function useEliminarDatosPersonales() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<EliminacionDatosPersonales>('/admin/datos-personales/eliminar', {
        method: 'POST',
        auth: true,
        body: { email },
      }),
  });
}
