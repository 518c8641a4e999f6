import { z } from 'zod';
import { perfilSchema } from './auth.js';
import { servicioSchema } from './catalogo.js';
import { correoObligatorio, idSchema, textoObligatorio } from './comunes.js';
import { imagenSchema } from './productos.js';

/** A user (barber or admin) as the back office sees it; servicios are the ids of the services they perform. */
export const usuarioSchema = perfilSchema.extend({ _id: idSchema, servicios: z.array(idSchema) });
export type Usuario = z.infer<typeof usuarioSchema>;

const OBLIGATORIOS = 'Todos los datos son obligatorios';

/** PUT /api/users/{id} (admin). */
export const usuarioInput = z.object({
  nombre: textoObligatorio(OBLIGATORIOS, 100, 'El nombre no puede tener más de 100 caracteres.'),
  email: correoObligatorio(OBLIGATORIOS),
});
export type UsuarioInput = z.infer<typeof usuarioInput>;

export const usuarioServicioParams = z.object({ userId: idSchema, serviceId: idSchema });

/** GET /api/users/servicios/{id}: the services this barber performs. */
export const serviciosDeUsuarioRespuesta = z.array(servicioSchema);

/** POST and DELETE /api/users/servicios/{userId}/{serviceId}: the barber's services after the change. */
export const cambioServicioRespuesta = z.object({ msg: z.string(), servicios: z.array(servicioSchema) });
export type CambioServicioRespuesta = z.infer<typeof cambioServicioRespuesta>;

/** PUT /api/users/status/{id}: the new state after the toggle. */
export const estadoUsuarioRespuesta = z.object({ msg: z.string(), activo: z.boolean() });
export type EstadoUsuarioRespuesta = z.infer<typeof estadoUsuarioRespuesta>;

/** DELETE /api/users/{id}[?confirmar=true]. */
export const eliminarUsuarioQuery = z.object({ confirmar: z.enum(['true', 'false']).optional() });
export const eliminarUsuarioRespuesta = z.object({ msg: z.string(), horasCanceladas: z.number().int() });

/** PUT /api/users/{id}/foto (dueño o admin): the barber's photo as a data URL, checked by content (issue 22). */
export const fotoBarberoInput = z.object({
  img: z
    .string({ error: 'La imagen es obligatoria' })
    .min(1, { error: 'La imagen es obligatoria' })
    .max(8_000_000, { error: 'La imagen es demasiado grande: el máximo es 5 MB.' }),
});
export type FotoBarberoInput = z.infer<typeof fotoBarberoInput>;

/** GET and PUT /api/users/{id}/foto: the photo the clients see beside the barber's name, or null. */
export const fotoBarberoRespuesta = z.object({ foto: imagenSchema.nullable() });
export type FotoBarberoRespuesta = z.infer<typeof fotoBarberoRespuesta>;
