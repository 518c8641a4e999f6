/**
 * How the widget looks and reacts (spec 001 §2–§3): style, list, trigger, flags, size, theme and language,
 * with the rules that tie them together. Unknown values fall back to the default with a warning.
 */
import { DISPLAY_FLAGS, type DisplayFlag } from './attributes';
import { pick } from './config-checks';
import {
  type ButtonStyle,
  LIGHT_MODES,
  LIST_STYLES,
  type LightMode,
  type ListStyle,
  PAST_DATE_HANDLING,
  type PastDateHandling,
  type SizeConfig,
  TRIGGERS,
  type Trigger,
} from './config-types';
import { parseBoolean } from './parse';

/** Languages written right to left; the element mirrors its layout for them. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he', 'ur'];
export const DEFAULT_LANGUAGE = 'en';
/** size steps 0-10 map to font sizes 10-20 px; 6 gives the default 16 px. */
export const DEFAULT_SIZE_STEP = 6;

export interface Display {
  listStyle: ListStyle;
  trigger: Trigger;
  flags: Record<DisplayFlag, boolean>;
  size: SizeConfig;
  lightMode: LightMode;
  pastDateHandling: PastDateHandling;
}

/**
 * Section 2: round, text, date and neumorphism, and the modal list, only work on click; the date style
 * has no buttons list; a dropdown under a visible button label but an unlabelled list would look
 * detached, so it overlays.
 */
export function readDisplay(
  input: Record<string, unknown>,
  text: (key: string) => string | undefined,
  buttonStyle: ButtonStyle,
  inlineRsvpForm: boolean,
  warnings: string[],
): Display {
  let listStyle = pick(
    LIST_STYLES,
    text('listStyle')?.toLowerCase() ?? 'dropdown',
    'dropdown',
    'listStyle',
    warnings,
  );
  let trigger = pick(TRIGGERS, text('trigger')?.toLowerCase() ?? 'hover', 'hover', 'trigger', warnings);
  const flags = {} as Record<DisplayFlag, boolean>;
  for (const flag of DISPLAY_FLAGS) flags[flag] = parseBoolean(input[flag]);
  if (['round', 'text', 'date', 'neumorphism'].includes(buttonStyle) || listStyle === 'modal')
    trigger = 'click';
  // Ours: under an inline RSVP form a pointer moving between fields (and the form growing as messages
  // appear) would open the list over the form, its background taking the next click.
  if (inlineRsvpForm && flags.inlineRsvp) trigger = 'click';
  if (buttonStyle === 'date') flags.buttonsList = false;
  if (
    ['default', '3d', 'flat'].includes(buttonStyle) &&
    flags.hideTextLabelList &&
    !flags.hideTextLabelButton &&
    listStyle.startsWith('drop')
  ) {
    listStyle = 'overlay';
  }
  const pastDateHandling = pick(
    PAST_DATE_HANDLING,
    text('pastDateHandling') ?? 'none',
    'none',
    'pastDateHandling',
    warnings,
  );
  return {
    listStyle,
    trigger,
    flags,
    pastDateHandling,
    size: parseSize(text('size'), warnings),
    lightMode: pick(LIGHT_MODES, text('lightMode') ?? 'system', 'system', 'lightMode', warnings),
  };
}

/** Cut to two lower-case letters; one the caller has no texts for falls back. */
export function readLanguage(
  value: string | undefined,
  fallback: string,
  supported: readonly string[] | undefined,
): string {
  const language = (value ?? '').slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(language) && (supported?.includes(language) ?? true) ? language : fallback;
}

/** 'l|m|s' steps 0-10 (one value sets all three, two set l and m); font size is 10 + step px. */
function parseSize(value: string | undefined, warnings: string[]): SizeConfig {
  const fallback = 10 + DEFAULT_SIZE_STEP;
  if (value === undefined) return { l: fallback, m: fallback, s: fallback };
  const steps = value.split('|').map((part) => part.trim());
  if (steps.length > 3 || !steps.every((step) => /^(?:10|\d)$/.test(step))) {
    warnings.push(`size "${value}" must be up to three steps 0-10 as 'l|m|s'; using ${DEFAULT_SIZE_STEP}`);
    return { l: fallback, m: fallback, s: fallback };
  }
  const [l, m = l, s = m] = steps.map((step) => 10 + Number(step));
  return { l: l ?? fallback, m: m ?? fallback, s: s ?? fallback };
}
