import { TIENDA } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { IMAGEN_PARA_COMPARTIR, svgParaCompartir } from './imagen-para-compartir';

describe('the shared-link picture', () => {
  const svg = svgParaCompartir();

  it('is drawn at the size Open Graph previews use', () => {
    expect(svg).toContain(`width="${IMAGEN_PARA_COMPARTIR.ancho}" height="${IMAGEN_PARA_COMPARTIR.alto}"`);
  });

  it('says the shop, the invitation to book, the address and the hours, from TIENDA', () => {
    expect(svg).toContain(`>${TIENDA.nombre}<`);
    expect(svg).toContain('>Agenda tu hora en línea<');
    expect(svg).toContain(TIENDA.direccion.calle);
    for (const h of TIENDA.horario) expect(svg).toContain(`${h.dias}: ${h.horas}`);
  });

  it('describes itself in its alt text', () => {
    expect(IMAGEN_PARA_COMPARTIR.alt).toContain(TIENDA.nombre);
    expect(IMAGEN_PARA_COMPARTIR.alt).toContain(TIENDA.direccion.comuna);
  });
});
