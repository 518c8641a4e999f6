import type { Usuario } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

export const usuariosQueryOptions = consultaGet<Usuario[]>(
  '/users',
  ['users', 'lista'],
  'Error al obtener los usuarios',
  {
    auth: true,
  },
);

export function useUsuarios() {
  return useQuery(usuariosQueryOptions);
}
