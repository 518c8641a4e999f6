import { usuarioSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export const usuariosQueryOptions = consultaGet(
  '/users',
  ['users', 'lista'],
  'Error al obtener los usuarios',
  {
    auth: true,
    esquema: z.array(usuarioSchema),
  },
);

export function useUsuarios() {
  return useQuery(usuariosQueryOptions);
}
