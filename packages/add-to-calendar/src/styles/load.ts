import type { ButtonStyle } from '../core/config';
import { BASE_CSS } from './base';

/** The styles besides the default one, each a chunk of its own (bundlers split at `import()`). */
const STYLE_CHUNKS: Partial<Record<ButtonStyle, () => Promise<{ default: string }>>> = {
  '3d': () => import('./3d'),
  flat: () => import('./flat'),
  round: () => import('./round'),
  neumorphism: () => import('./neumorphism'),
  text: () => import('./text'),
  date: () => import('./date'),
};

/**
 * The CSS of a button style. Only the default style ships in the main bundle: the others are separate
 * chunks fetched the first time an element on the page uses them.
 */
export async function cssFor(style: ButtonStyle): Promise<string> {
  if (style === 'none') return '[hidden]{display:none!important}';
  const chunk = STYLE_CHUNKS[style];
  return chunk ? BASE_CSS + (await chunk()).default : BASE_CSS;
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
