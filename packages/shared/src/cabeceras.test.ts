import { describe, expect, it } from 'vitest';
import { conTienda, PAGINA_NO_ENCONTRADA, PAGINAS, paginaDeRuta } from './cabeceras.js';
import { TIENDA_PREDETERMINADA, vistaDeTienda } from './domain/tienda.js';

describe('paginaDeRuta', () => {
  it.each([
    ['/', '/'],
    ['/galeria', '/galeria'],
    ['/galeria/', '/galeria'],
    ['/tienda?producto=1', '/tienda'],
    ['/agenda#inicio', '/agenda'],
    ['/olvidar-contrase%C3%B1a', '/olvidar-contraseña'],
    ['/restablecer-contraseña?uid=1&token=2', '/restablecer-contraseña'],
  ])('%s is the page %s', (ruta, clave) => {
    expect(paginaDeRuta(ruta)).toEqual({ canonica: clave, ...PAGINAS[clave as keyof typeof PAGINAS] });
  });

  it('a page showing the content of another names it as canonical', () => {
    expect(paginaDeRuta('/agenda/ubicacion')?.canonica).toBe('/ubicacion');
  });

  it('booked-hour pages are never indexed and never carry the e-mail in the canonical link', () => {
    const pagina = paginaDeRuta('/agenda/cancelar/ana%40correo.cl');
    expect(pagina).toMatchObject({ indexar: false, canonica: '/agenda/cancelar' });
  });

  it('the back office exists but is not indexed', () => {
    expect(paginaDeRuta('/barbero')?.indexar).toBe(false);
    expect(paginaDeRuta('/barbero/administrar/productos')?.indexar).toBe(false);
    expect(paginaDeRuta('/barberos')).toBeNull();
  });

  it.each(['/no-existe', '/agenda/otra/cosa', '/%E0%A4%A', '/agenda/cancelar/a/b'])(
    '%s is not a page',
    (ruta) => {
      expect(paginaDeRuta(ruta)).toBeNull();
    },
  );

  it('every page has its own title and a description of a useful length', () => {
    const paginas = [...Object.values(PAGINAS), PAGINA_NO_ENCONTRADA];
    expect(new Set(paginas.map((p) => p.titulo)).size).toBe(paginas.length);
    // Measured as a visitor reads them: with the shop's facts in place of the marks.
    const llenar = (p: (typeof paginas)[number]) => conTienda(p, vistaDeTienda(TIENDA_PREDETERMINADA));
    for (const p of Object.values(PAGINAS)
      .filter((p) => p.indexar)
      .map(llenar)) {
      expect(p.titulo.length).toBeLessThanOrEqual(65);
      expect(p.descripcion.length).toBeGreaterThanOrEqual(70);
      expect(p.descripcion.length).toBeLessThanOrEqual(160);
    }
  });
});
