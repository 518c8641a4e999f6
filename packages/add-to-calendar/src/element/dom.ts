type Child = Node | string | null | undefined | false;

/**
 * A tiny element builder. Text always goes in as text nodes, never as markup, so event names and
 * descriptions from attributes cannot inject HTML into the shadow root.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) element.append(child);
  }
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

function svg(viewBox: string, parts: [string, Record<string, string>][]): SVGSVGElement {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', viewBox);
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  for (const [tag, attributes] of parts) {
    const part = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) part.setAttribute(name, value);
    root.append(part);
  }
  return root;
}

/** The calendar-with-plus icon of the main button. */
export function calendarIcon(): HTMLSpanElement {
  return h(
    'span',
    { class: 'atcb-icon' },
    svg('0 0 24 24', [
      [
        'rect',
        {
          x: '3',
          y: '5',
          width: '18',
          height: '16',
          rx: '2',
          fill: 'none',
          stroke: 'currentColor',
          'stroke-width': '2',
        },
      ],
      [
        'path',
        {
          d: 'M3 10h18M8 3v4M16 3v4M12 13v6M9 16h6',
          stroke: 'currentColor',
          'stroke-width': '2',
          fill: 'none',
        },
      ],
    ]),
  );
}

export function checkmark(label: string): HTMLSpanElement {
  return h('span', { class: 'atcb-check', role: 'img', 'aria-label': label }, '✓');
}
