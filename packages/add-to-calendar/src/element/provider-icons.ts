/**
 * The list's provider icons (spec 001 §2), drawn inline: no file, no font, no request. Brand marks come
 * from simple-icons (CC0, a devDependency): the bundler copies the few paths used into the element at
 * build time, so nothing of simple-icons is loaded at run time. Marks a brand does not let others use,
 * or that simple-icons does not carry, are neutral pictograms instead (docs/decisions/012-widget-elemento.md).
 */
import { siGooglecalendar } from 'simple-icons';
import type { CalendarOption } from '../core/options';
import { h } from './dom';

/** A filled brand mark in its colour, or a neutral outline in the text's colour. */
type Icon = { brand: string; path: string } | { outline: string };

// Neutral marks, 24 × 24 outlines: each says what the option does, none imitates a brand.
const CALENDAR = 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4';
export const PROVIDER_ICONS: Readonly<Record<CalendarOption, Icon>> = {
  google: { brand: `#${siGooglecalendar.hex}`, path: siGooglecalendar.path },
  // Apple's trademark rules allow its logo only under a written licence.
  apple: { outline: `${CALENDAR}M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01` },
  // A file to download, not a brand.
  ical: { outline: 'M14 3H6v18h12V7zM14 3v4h4M12 10v7M9 14l3 3 3-3' },
  // Microsoft's and Yahoo's marks are not in simple-icons (removed at their owners' request).
  ms365: { outline: `${CALENDAR}M12 13v3l2 1` },
  outlookcom: { outline: 'M3 6h18v12H3zM3 6l9 7 9-7' },
  msteams: {
    outline: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6',
  },
  yahoo: { outline: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c-3 4-3 14 0 18M12 3c3 4 3 14 0 18' },
};

const SVG = 'http://www.w3.org/2000/svg';

/** The option's icon in a `span.atcb-icon`, hidden from assistive technology (the label names it). */
export function providerIcon(option: CalendarOption): HTMLSpanElement {
  const icon = PROVIDER_ICONS[option];
  const svg = document.createElementNS(SVG, 'svg');
  const path = document.createElementNS(SVG, 'path');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  if ('brand' in icon) {
    path.setAttribute('d', icon.path);
    path.setAttribute('fill', icon.brand);
  } else {
    path.setAttribute('d', icon.outline);
    path.setAttribute('class', 'atcb-outline');
  }
  svg.append(path);
  return h('span', { class: 'atcb-icon', 'data-icon': option }, svg);
}
