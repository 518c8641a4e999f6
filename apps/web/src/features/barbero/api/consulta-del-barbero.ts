import { consultaGet, rutaConId } from '../../../lib/api-recurso';

/** `/users/{barberoId}/{parte}`: one of the barber's own settings (calendar feed, daily e-mail, Google). */
export const rutaDelBarbero = (barberoId: string, parte: string) =>
  `${rutaConId('/users', barberoId)}/${parte}`;

/** Reads one of the barber's own settings, cached under ['users', parte, barberoId]. */
export function consultaDelBarbero<T>(barberoId: string, parte: string, errorMessage: string) {
  return consultaGet<T>(rutaDelBarbero(barberoId, parte), ['users', parte, barberoId], errorMessage, {
    auth: true,
  });
}
