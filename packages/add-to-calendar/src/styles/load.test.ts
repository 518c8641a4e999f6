import { describe, expect, it } from 'vitest';
import { BASE_CSS } from './base';
import { BUTTON_STYLES, cssFor, variablesCss } from './load';

describe('cssFor', () => {
  it('gives every style the base layout except none, and each its own rules', async () => {
    const css = new Map<string, string>();
    for (const style of BUTTON_STYLES) css.set(style, await cssFor(style));
    expect(css.get('default')).toBe(BASE_CSS);
    expect(css.get('custom')).toBe(BASE_CSS);
    expect(css.get('none')).not.toContain('.atcb-button');
    for (const style of ['3d', 'flat', 'round', 'neumorphism', 'text', 'date']) {
      expect(css.get(style)?.startsWith(BASE_CSS), style).toBe(true);
      expect(css.get(style)?.length, style).toBeGreaterThan(BASE_CSS.length);
    }
  });

  it('honours prefers-reduced-motion', () => {
    expect(BASE_CSS).toContain('@media (prefers-reduced-motion:reduce)');
  });
});

describe('variablesCss', () => {
  it('turns styleLight/styleDark into custom properties for that theme only', () => {
    expect(variablesCss('--atcb-bg: #000; --atcb-fg:#fff', 'dark')).toBe(
      '.atcb[data-theme=dark]{--atcb-bg: #000;--atcb-fg:#fff}',
    );
  });

  it('drops anything that could close the rule or inject another', () => {
    expect(variablesCss('--atcb-bg: red} body{display:none', 'light')).toBe('');
    expect(variablesCss('color: red; --x: url(a)', 'light')).toBe('.atcb[data-theme=light]{--x: url(a)}');
    expect(variablesCss(undefined, 'light')).toBe('');
  });
});
