import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es, TEXT_KEYS, textsFor } from './texts';

describe('textsFor', () => {
  it('has every text in Spanish and English', () => {
    for (const key of TEXT_KEYS) {
      expect(es[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
    }
  });

  it('uses English for any language without its own texts (spec §5)', async () => {
    expect((await textsFor('es')).label).toBe('Agregar al calendario');
    expect((await textsFor('fr')).label).toBe('Add to Calendar');
    expect((await textsFor('ar')).label).toBe('Add to Calendar');
  });

  it('lets customLabels override any key, compared without letter case; blank values are ignored', async () => {
    const texts = await textsFor('es', { LABEL: 'Guardar mi hora', 'ty.copied': '¡Listo!', close: '  ' });
    expect(texts.label).toBe('Guardar mi hora');
    expect(texts['ty.copied']).toBe('¡Listo!');
    expect(texts.close).toBe('Cerrar');
  });
});
