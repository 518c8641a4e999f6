import type { Texts } from '../i18n/texts';
import { h } from './dom';

/** Spec §9: the branding appears 500 ms after its list or dialog, so it never competes with them. */
export const BRANDING_DELAY_MS = 500;
/** Spec §9: the fixed link shows only when the window is wider or taller than this. */
export const BRANDING_MIN_WINDOW_PX = 1000;

/**
 * The widget's own page, on the site its code was loaded from: the shop's server for the embedded
 * bundle and for the shop's own pages. Kept in a variable so bundlers do not take it for an asset.
 */
function widgetPage(): string | undefined {
  const here = import.meta.url;
  return /^https?:/.test(here) ? new URL('/widget', here).href : undefined;
}

/**
 * The small branding link (spec 001 §2): under the list, or above it when the list opens upwards (a
 * drop-up), or fixed in the window's bottom corner of a dialog. `hideBranding` leaves it out.
 */
export function addBranding(parent: HTMLElement, texts: Texts, fixed: boolean): void {
  const href = widgetPage();
  if (href === undefined) return;
  if (fixed && innerWidth <= BRANDING_MIN_WINDOW_PX && innerHeight <= BRANDING_MIN_WINDOW_PX) return;
  const link = h(
    'a',
    { class: 'atcb-brand', href, target: '_blank', rel: 'noopener', 'data-fixed': fixed, hidden: true },
    texts.branding,
  );
  parent.append(link);
  setTimeout(() => {
    link.hidden = false;
  }, BRANDING_DELAY_MS);
}
