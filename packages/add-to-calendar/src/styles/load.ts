import { BASE_CSS } from './base';

export const BUTTON_STYLES = [
  'default',
  '3d',
  'flat',
  'round',
  'neumorphism',
  'text',
  'date',
  'custom',
  'none',
] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

/**
 * The CSS of a button style. Only the default style ships in the main bundle: the others are separate
 * chunks fetched the first time an element on the page uses them.
 */
export async function cssFor(style: ButtonStyle): Promise<string> {
  switch (style) {
    case 'none':
      return '[hidden]{display:none!important}';
    case '3d':
      return BASE_CSS + (await import('./3d')).default;
    case 'flat':
      return BASE_CSS + (await import('./flat')).default;
    case 'round':
      return BASE_CSS + (await import('./round')).default;
    case 'neumorphism':
      return BASE_CSS + (await import('./neumorphism')).default;
    case 'text':
      return BASE_CSS + (await import('./text')).default;
    case 'date':
      return BASE_CSS + (await import('./date')).default;
    default:
      return BASE_CSS;
  }
}

/**
 * `styleLight` / `styleDark`: custom properties only (`--atcb-bg: #fff; ...`). Anything that could
 * close the rule or open another is dropped, so a host cannot inject selectors through an attribute.
 */
export function variablesCss(value: unknown, theme: 'light' | 'dark'): string {
  if (typeof value !== 'string') return '';
  const declarations = value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^--[\w-]+\s*:\s*[^{}<>;@\\]+$/.test(part));
  return declarations.length === 0 ? '' : `.atcb[data-theme=${theme}]{${declarations.join(';')}}`;
}
