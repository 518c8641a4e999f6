import { type EjemploWidget, seccionesDelPlayground, type TiendaDelPlayground } from './widget-ejemplos.js';

const escapar = (texto: string) =>
  texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element's markup; an empty value becomes a bare attribute, as a person would write it. */
export function marcado(ejemplo: EjemploWidget): string {
  const atributos = Object.entries(ejemplo.atributos)
    .map(([nombre, valor]) =>
      valor === '' ? nombre : `${nombre}='${valor.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`,
    )
    .join('\n  ');
  return `<add-to-calendar-button\n  ${atributos}\n></add-to-calendar-button>`;
}

function tarjeta(ejemplo: EjemploWidget): string {
  const html = marcado(ejemplo);
  const modo = ejemplo.atributos.lightMode;
  const tema = modo === 'dark' ? ' data-tema="oscuro"' : modo === 'light' ? ' data-tema="claro"' : '';
  return `<article class="ejemplo" id="${ejemplo.id}"${tema}>
<h3>${escapar(ejemplo.titulo)}</h3>
${ejemplo.descripcion ? `<p>${escapar(ejemplo.descripcion)}</p>\n` : ''}<div class="muestra">${html}</div>
<details><summary>Código</summary><pre tabindex="0"><code id="codigo-${ejemplo.id}">${escapar(html)}</code></pre></details>
<button type="button" class="copiar" data-copiar="codigo-${ejemplo.id}" aria-label="Copiar código de ${escapar(ejemplo.titulo)}">Copiar código</button>
</article>`;
}

/**
 * The /widget page: every style and case of the widget with its snippet. No inline script or style,
 * so it runs under the strict Content-Security-Policy its route sends, as an embedding site would.
 * Its events take the shop's stored name and address, so the copied snippet names the real place.
 */
export function paginaPlayground(publicUrl: string, tienda: TiendaDelPlayground): string {
  const script = `<script type="module" src="${publicUrl}/widget/add-to-calendar-button.js"></script>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<title>Botón «Agregar al calendario» · Barbería Maipú</title>
<link rel="stylesheet" href="/widget/playground.css">
<script type="module" src="/widget/add-to-calendar-button.js"></script>
<script type="module" src="/widget/playground.js"></script>
</head>
<body>
<header><h1>Botón «Agregar al calendario»</h1>
<p>Un componente para insertar en cualquier sitio: tus visitantes guardan el evento en Apple, Google, Microsoft 365, Outlook.com, Teams, Yahoo o un archivo iCal. Sin dependencias y sin claves.</p>
<h2>Cómo insertarlo</h2>
<pre tabindex="0"><code id="codigo-insertar">${escapar(script)}
${escapar('<add-to-calendar-button name="Corte de pelo" startDate="2026-12-01" startTime="11:00" endTime="11:45" timeZone="America/Santiago" options="Apple, Google"></add-to-calendar-button>')}</code></pre>
<button type="button" class="copiar" data-copiar="codigo-insertar">Copiar código</button>
</header>
<main>
${seccionesDelPlayground(tienda)
  .map(
    (
      s,
    ) => `<section aria-labelledby="titulo-${s.id}"><h2 id="titulo-${s.id}">${escapar(s.titulo)}</h2><p>${escapar(s.texto)}</p>
<div class="grilla">${s.ejemplos.map(tarjeta).join('\n')}</div></section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}
