import { MENSAJES, type VentasRespuesta } from '@barberia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ventas } from '../../src/db/schema.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';

describe.each(BASES)('ventas del admin: filtro por correo y páginas de 20 (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);
  let admin: string;
  beforeAll(async () => {
    admin = await t.tokenDe(ADMIN);
    await t.database.db.insert(ventas).values({
      email: 'raro_100%@correo.cl',
      productos: [{ _id: 'x', nombre: 'Peine de madera', cantidad: 1, precio: 3990 }],
      precioTotal: 3990,
      fecha: new Date('2026-11-22T15:00:00Z'),
      status: 'PAGADO',
      buyOrder: 'PRUEBA-1',
      authorizationCode: '123456',
    });
  });

  const ver = (consulta = '') => esOk<VentasRespuesta>(pedir('GET', `/api/ventas${consulta}`, admin));

  it('la siembra demo deja 45 ventas más la de la prueba: 3 páginas de 20, las más recientes primero', async () => {
    const p1 = await ver();
    expect(p1).toMatchObject({ total: 46, pagina: 1, paginas: 3 });
    expect(p1.ventas).toHaveLength(20);
    const fechas = p1.ventas.map((v) => v.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect(p1.ventas[0]).toMatchObject({
      email: expect.any(String),
      productos: [expect.objectContaining({ nombre: expect.any(String), cantidad: expect.any(Number) })],
      status: expect.stringMatching(/^(PAGADO|FALLIDA|PENDIENTE)$/),
      buy_order: expect.any(String),
    });
    expect(new Set(p1.ventas.map((v) => v.status))).toEqual(new Set(['PAGADO', 'FALLIDA', 'PENDIENTE']));
    for (const v of p1.ventas) {
      expect(v.precioTotal).toBe(v.productos.reduce((s, p) => s + p.cantidad * p.precio, 0));
      expect(v.authorization_code === null).toBe(v.status !== 'PAGADO');
    }

    const p3 = await ver('?pagina=3');
    expect(p3.ventas).toHaveLength(6);
    const ids = new Set([...p1.ventas, ...(await ver('?pagina=2')).ventas, ...p3.ventas].map((v) => v._id));
    expect(ids.size).toBe(46);
    expect(await ver('?pagina=9')).toMatchObject({ ventas: [], total: 46, pagina: 9, paginas: 3 });
  });

  it('filtro por correo: subcadena sin distinguir mayúsculas; % y _ son letras, no comodines', async () => {
    const camila = await ver('?email=CAMILA');
    expect(camila.total).toBeGreaterThan(0);
    expect(camila.ventas.every((v) => v.email.toLowerCase().includes('camila'))).toBe(true);
    const javiera = await ver(`?email=${encodeURIComponent('javiera.diaz@correo')}`);
    expect(javiera.ventas.every((v) => v.email === 'Javiera.Diaz@Correo.cl')).toBe(true);
    expect(javiera.total).toBeGreaterThan(0);
    expect((await ver('?email=correo.cl')).total).toBe(46);
    expect((await ver('?email=')).total).toBe(46);
    expect(await ver('?email=nadie')).toMatchObject({ ventas: [], total: 0, paginas: 1 });
    expect((await ver(`?email=${encodeURIComponent('%')}`)).ventas.map((v) => v.email)).toEqual([
      'raro_100%@correo.cl',
    ]);
    expect((await ver('?email=o_1')).ventas.map((v) => v.email)).toEqual(['raro_100%@correo.cl']);
    expect((await ver('?email=a_a')).total).toBe(0);
    expect((await ver(`?email=${encodeURIComponent('\\')}`)).total).toBe(0);
    const filtradas = await ver('?email=matias&pagina=1');
    expect(filtradas.paginas).toBe(Math.max(1, Math.ceil(filtradas.total / 20)));
  });

  it('solo el admin; páginas inválidas: 400', async () => {
    await esError(pedir('GET', '/api/ventas', await t.tokenDe(BARBERO)), 403, MENSAJES.SIN_PERMISO);
    await esError(pedir('GET', '/api/ventas'), 401, MENSAJES.NO_AUTENTICADO);
    await esError(pedir('GET', '/api/ventas?pagina=0', admin), 400, 'La página debe ser 1 o más.');
    await esError(pedir('GET', '/api/ventas?pagina=dos', admin), 400, 'La página debe ser un número.');
  });
});
