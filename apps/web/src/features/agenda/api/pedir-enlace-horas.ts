import { MENSAJE_ENLACE_ENVIADO } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * "Ver Horas" on a device without proof: the server mails the personal link to the address and
 * answers the same whether or not it has hours (decision 018).
 */
export async function pedirEnlaceHoras(email: string): Promise<string> {
  const { msg } = await apiRequest<{ msg: string }>('/fechas/enlace-horas-agendadas', {
    method: 'POST',
    body: { email },
  });
  return msg || MENSAJE_ENLACE_ENVIADO;
}
