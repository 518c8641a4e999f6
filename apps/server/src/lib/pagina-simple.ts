/** Text for HTML: the page's words may come from the database or the client. */
export const escaparHtml = (texto: string) =>
  texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// The site's colours (apps/web/src/styles/base.css) in one small sheet: these pages load no app.
const ESTILO = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0e0e0f;color:#f3efe6;margin:0;padding:2rem 1rem;line-height:1.5}
main{max-width:30rem;margin:0 auto;background:#17171a;border:1px solid #2f2f35;border-radius:14px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .75rem}a{color:#e9c75b}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:10px;border:0;background:#d4af37;color:#16130a;cursor:pointer;min-height:44px}`;

/**
 * A page the server answers by itself, without the React app: a link in a mail that acts (opting out) or a
 * moment when the app cannot be served. Spanish, readable on a phone, in the site's colours.
 * `cuerpo` is HTML: escape what it carries with escaparHtml. `recargarEnS`: the browser asks again by itself.
 * It names no shop: it is drawn when the database may be the reason for it (an overloaded server), and the
 * shop's name lives there (issue 25).
 */
export function paginaSimple(titulo: string, cuerpo: string, recargarEnS?: number): string {
  const recarga = recargarEnS === undefined ? '' : `<meta http-equiv="refresh" content="${recargarEnS}">`;
  return `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${recarga}<meta name="robots" content="noindex"><title>${escaparHtml(titulo)}</title><style>${ESTILO}</style></head>
<body><main><h1>${escaparHtml(titulo)}</h1>${cuerpo}<p><a href="/">Ir al inicio del sitio</a></p></main></body></html>`;
}
