import { PLANTILLAS } from '../../src/infra/whatsapp/plantillas.js';
import { iniciarWhatsappSimulado } from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import { appDePrueba } from './app.js';
import type { TipoBase } from './databases.js';

/** The channel's settings in the tests: the stand-in checks the same token, number and secret. */
export const CREDENCIALES = {
  WHATSAPP_TOKEN: 'token-de-prueba-whatsapp',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: 'secreto-de-la-app-de-prueba',
  WHATSAPP_VERIFY_TOKEN: 'verificacion-de-prueba-123',
};

/** The stand-in with the shop's templates as approved, and an app pointed at it, listening for its webhook. */
export async function conWhatsapp(base: TipoBase) {
  // The stand-in dates what the client sends by the app's clock, as Meta's and the shop's agree: the app
  // ignores a message older than Meta's retries (issue 41), and the test's clock is not the machine's.
  let reloj = () => new Date();
  const wa = await iniciarWhatsappSimulado({
    clock: () => reloj(),
    token: CREDENCIALES.WHATSAPP_TOKEN,
    phoneNumberId: CREDENCIALES.WHATSAPP_PHONE_NUMBER_ID,
    version: 'v23.0',
    appSecret: CREDENCIALES.WHATSAPP_APP_SECRET,
    plantillas: Object.values(PLANTILLAS).map((p) => ({ ...p, idioma: 'es' })),
  });
  const t = await appDePrueba(base, { env: { ...CREDENCIALES, WHATSAPP_API_URL: wa.url } });
  reloj = () => t.reloj.ahora;
  const direccion = await t.app.listen({ host: '127.0.0.1', port: 0 });
  wa.fijarWebhook(`${direccion}/api/whatsapp/webhook`);
  return { wa, t };
}
