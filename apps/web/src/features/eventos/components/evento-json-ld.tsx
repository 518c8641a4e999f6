import type { EventoRsvp } from '@barberia/shared';
import { useTienda } from '../../../lib/tienda-actual';
import { eventoJsonLd, jsonParaScript } from '../lib/evento-json-ld';

/**
 * The event's schema.org data. Loaded after the first view, with the widget's clock it needs (1.2 KB the
 * page's first view has no room for, npm run size); search engines read it from the rendered page.
 */
export function EventoJsonLd({ evento, agotado }: { evento: EventoRsvp; agotado: boolean }) {
  const tienda = useTienda();
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonParaScript.
      dangerouslySetInnerHTML={{
        __html: jsonParaScript(eventoJsonLd(evento, window.location.href, agotado, tienda)),
      }}
    />
  );
}
