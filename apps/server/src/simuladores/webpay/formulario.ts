import { formatearPrecio } from '@barberia/shared';

const escapar = (texto: string) =>
  texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ESTILO = `body{font-family:system-ui,sans-serif;background:#f3f3f6;color:#1d1d1f;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.aviso{background:#fff4d6;border:1px solid #e0b400;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
.acciones{display:grid;gap:.6rem;margin-top:1.25rem}button{font:inherit;padding:.7rem;border-radius:8px;border:1px solid #555;background:#fff;cursor:pointer}
button[value=aprobar]{background:#6b1d8f;color:#fff;border-color:#6b1d8f}`;

function pagina(titulo: string, cuerpo: string) {
  return `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapar(titulo)}</title><style>${ESTILO}</style></head><body><main>${cuerpo}</main></body></html>`;
}

/** The payment form the buyer sees in place of Webpay's, plainly labelled as a simulation. */
export function formularioDePago(t: { token: string; amount: number; buyOrder: string; comercio: string }) {
  return pagina(
    'Webpay simulado',
    `<h1>Webpay simulado</h1>
<p class="aviso">Este no es Webpay: es un simulador para pruebas y desarrollo. No se cobra nada.</p>
<dl><dt>Comercio</dt><dd>${escapar(t.comercio)}</dd><dt>Monto</dt><dd>${escapar(formatearPrecio(t.amount))}</dd>
<dt>Orden de compra</dt><dd>${escapar(t.buyOrder)}</dd></dl>
<form method="post" action="decidir"><input type="hidden" name="token" value="${escapar(t.token)}">
<div class="acciones">
<button type="submit" name="accion" value="aprobar">Aprobar</button>
<button type="submit" name="accion" value="rechazar">Rechazar</button>
<button type="submit" name="accion" value="anular">Anular compra</button>
<button type="submit" name="accion" value="expirar">Dejar que expire el formulario</button>
</div></form>`,
  );
}

export function paginaDeError(mensaje: string) {
  return pagina('Webpay simulado', `<h1>Webpay simulado</h1><p role="alert">${escapar(mensaje)}</p>`);
}
