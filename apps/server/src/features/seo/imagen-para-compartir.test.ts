import { TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { altParaCompartir, IMAGEN_PARA_COMPARTIR, svgParaCompartir } from './imagen-para-compartir';

describe('the shared-link picture', () => {
  const tienda = vistaDeTienda({
    ...TIENDA_PREDETERMINADA,
    nombre: 'Barbería & Café',
    horario: TIENDA_PREDETERMINADA.horario.map((d, i) =>
      i === 6 ? { ...d, abierto: true, abre: '10:00', cierra: '14:00' } : d,
    ),
  });
  const svg = svgParaCompartir(tienda);

  it('is drawn at the size Open Graph previews use', () => {
    expect(svg).toContain(`width="${IMAGEN_PARA_COMPARTIR.ancho}" height="${IMAGEN_PARA_COMPARTIR.alto}"`);
  });

  it("says the shop, the invitation to book, the address and the hours, from the shop's stored facts", () => {
    expect(svg).toContain('>Barbería &amp; Café<');
    expect(svg).toContain('>Agenda tu hora en línea<');
    expect(svg).toContain(tienda.direccion.calle);
    expect(svg).toContain('Lunes a Sábado: 11:00 a 20:30 · Domingo: 10:00 a 14:00');
  });

  it('describes itself in its alt text', () => {
    expect(altParaCompartir(tienda)).toContain('Barbería & Café');
    expect(altParaCompartir(tienda)).toContain(tienda.direccion.comuna);
  });
});
