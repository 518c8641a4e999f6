import { formatearFechaCompleta } from '@barberia/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { elegirServicio, emailUnico, llenarContacto } from './support/agenda';
import { ADMIN, BARBERO, diaSantiago, iniciarSesion, nombreDeDia, pngDePrueba } from './support/back-office';
import { iniciarSmtp } from './support/smtp';

let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;

test.beforeAll(async () => {
  smtp = await iniciarSmtp();
});

test.afterAll(async () => {
  await smtp?.detener();
});

/** A unique suffix so a rerun against the same data never collides. */
const sufijo = () => Date.now().toString(36).slice(-5);

async function nuevaPagina(browser: Browser): Promise<Page> {
  const contexto = await browser.newContext();
  return contexto.newPage();
}

/** Fills the agregar-fechas form for every weekday of the range and creates the days. */
async function crearFechas(page: Page, desde: string, hasta: string, horas: [string, string]) {
  await page.getByRole('link', { name: /Agregar Fechas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar Fechas' })).toBeVisible();
  await page.getByLabel('Desde').fill(desde);
  await page.getByLabel('Hasta').fill(hasta);
  const domingo = page.getByRole('checkbox', { name: 'Domingo' });
  if (!(await domingo.isChecked())) await domingo.check();
  await page.getByLabel('Hora de inicio').fill(horas[0]);
  await page.getByLabel('Hora de término').fill(horas[1]);
  await page.getByRole('button', { name: 'Crear fechas' }).click();
  const exito = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(exito).toContainText('Fechas creadas satisfactoriamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
}

/** Deletes an item from an admin list, through its confirmation, and checks it is gone. */
async function eliminarDeLaLista(page: Page, ruta: string, nombre: string, confirmar: string) {
  await page.goto(ruta);
  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirmar }).click();
  const listo = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(listo).toBeVisible();
  await listo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('button', { name: `Eliminar ${nombre}` })).toHaveCount(0);
}

test('an admin creates a type, a service, a product and a notice, grants access and reads the sales', async ({
  page,
  browser,
  request,
}) => {
  // The whole admin journey and the invited barber's first steps, in one story: longer than most.
  test.setTimeout(150_000);
  const avisoOriginal: { titulo: string } | null = await (await request.get('/api/avisos/active')).json();
  const id = sufijo();
  const tipo = `Tratamientos ${id}`;
  const servicio = `Masaje capilar ${id}`;
  const producto = `Cera e2e ${id}`;
  const aviso = `Aviso e2e ${id}`;
  const nuevoBarbero = {
    email: emailUnico('nuevo-barbero'),
    password: 'clave-nueva-123',
    nombre: `Tomás ${id}`,
  };

  await iniciarSesion(page, ADMIN);
  await page.getByRole('link', { name: /Administrar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adminstración' })).toBeVisible();

  // Service type.
  await page.getByRole('link', { name: /Tipos de servicio/ }).click();
  await page.getByRole('button', { name: 'Crear tipo' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre').fill(tipo);
  await page.getByRole('button', { name: 'Crear tipo' }).click();
  const exito = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(exito).toContainText('Tipo de servicio creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: tipo })).toBeVisible();

  // Service of that type.
  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  await page.getByRole('link', { name: /^Servicios/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
  await page.getByLabel('Servicio', { exact: true }).fill(servicio);
  await page.getByLabel('Tipo').selectOption({ label: tipo });
  await page.getByLabel('Precio (CLP)').fill('15000');
  await page.getByLabel('Duración (min)').fill('30');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(exito).toContainText('Servicio creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  const tarjetaServicio = page.getByRole('article', { name: servicio });
  await expect(tarjetaServicio).toContainText('$15.000');
  await expect(tarjetaServicio).toContainText(tipo);
  // Editing fills the form with the service; cancelling leaves it untouched, saving changes it.
  await tarjetaServicio.getByRole('button', { name: `Editar ${servicio}` }).click();
  await expect(page.getByLabel('Precio (CLP)')).toHaveValue('15000');
  await page.getByRole('button', { name: 'Cancelar edición' }).click();
  await expect(page.getByLabel('Servicio', { exact: true })).toHaveValue('');
  await tarjetaServicio.getByRole('button', { name: `Editar ${servicio}` }).click();
  await page.getByLabel('Precio (CLP)').fill('16000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(exito).toContainText('Servicio actualizado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  await expect(tarjetaServicio).toContainText('$16.000');
  await expect(page.getByRole('button', { name: 'Crear servicio' })).toBeVisible();

  // Product with a picture: required on create, previewed, discount as the spec computes it.
  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  await page.getByRole('link', { name: /^Productos/ }).click();
  await page.getByLabel('Nombre').fill(producto);
  await page.getByLabel('Stock').fill('7');
  await page.getByLabel('Precio base (CLP)').fill('10000');
  await page.getByLabel('Precio final (CLP)').fill('8500');
  await expect(page.getByText('Descuento: -15%')).toBeVisible();
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText('La imagen es obligatoria')).toBeVisible();
  await page
    .getByLabel(/^Imagen/)
    .setInputFiles({ name: 'cera.png', mimeType: 'image/png', buffer: pngDePrueba() });
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(exito).toContainText('Producto creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  const tarjetaProducto = page.getByRole('article', { name: producto });
  await expect(tarjetaProducto).toContainText('-15%');
  // The server stored and resized the picture: the card shows it.
  const foto = tarjetaProducto.locator('img');
  await expect
    .poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // On edit the picture is optional: the stored one stays.
  await tarjetaProducto.getByRole('button', { name: `Editar ${producto}` }).click();
  await page.getByLabel('Stock').fill('9');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(exito).toContainText('Producto actualizado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  await expect(tarjetaProducto).toContainText('Stock: 9');
  await expect
    .poll(() => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Notice: created, switched on, then shown to clients in /agenda.
  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  await page.getByRole('link', { name: /^Avisos/ }).click();
  await page.getByLabel('Título').fill(aviso);
  await page.getByLabel('Contenido').fill('Este sábado atendemos hasta las 18:00.');
  await page.getByRole('button', { name: 'Crear aviso' }).click();
  await expect(exito).toContainText('Aviso creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  const interruptor = page.getByRole('switch', { name: `Activo: ${aviso}` });
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await interruptor.click();
  await expect(interruptor).toHaveAttribute('aria-checked', 'true');
  const cliente = await nuevaPagina(browser);
  await cliente.goto('/agenda');
  const modalAviso = cliente.getByRole('dialog', { name: aviso });
  await expect(modalAviso).toContainText('Este sábado atendemos hasta las 18:00.');
  await modalAviso.getByRole('button', { name: 'Entendido' }).click();
  await expect(modalAviso).toBeHidden();

  // Access: grant it, copy the registration link.
  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  await page.getByRole('link', { name: /^Accesos/ }).click();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Enlace copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/register`,
  );
  // Spec 001 §9: the feedback lasts 4 seconds.
  await expect(page.getByText('✅ Enlace copiado!')).toBeHidden({ timeout: 6000 });
  await page.getByLabel('Correo').fill(nuevoBarbero.email);
  await page.getByLabel('Rol').selectOption('barbero');
  await page.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(exito).toContainText('Acceso creado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: nuevoBarbero.email })).toBeVisible();

  // Sales: 20 a page, filter by e-mail, status colours.
  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  await page.getByRole('link', { name: /^Ventas/ }).click();
  // The summary's chart has its own data table; the list is the one named after its heading.
  const tabla = page.getByRole('table', { name: 'Listado de ventas' });
  const filas = tabla.getByRole('row');
  await expect(filas).toHaveCount(21);
  const paginacion = page.getByRole('navigation', { name: 'Paginación' });
  await expect(paginacion.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await paginacion.getByRole('button', { name: 'Página 2' }).click();
  await expect(paginacion.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(tabla.getByText('PAGADO').first()).toHaveClass(/estado-venta--pagado/);
  await page.getByLabel('Filtrar por correo').fill('CAMILA');
  const correos = tabla.locator('td[data-etiqueta="Correo"]');
  await expect(correos.filter({ hasNotText: /camila/i })).toHaveCount(0);
  await expect(correos.first()).toContainText(/camila/i);
  await expect(paginacion).toHaveCount(0);

  // The invited barber registers with that access, logs in and opens days.
  const barbero = await nuevaPagina(browser);
  await barbero.goto('/register');
  await expect(barbero.getByRole('heading', { level: 1, name: 'Registrate' })).toBeVisible();
  await barbero.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(barbero.getByText('Todos los datos son obligatorios').first()).toBeVisible();
  await barbero.getByLabel('Correo').fill(nuevoBarbero.email);
  await barbero.getByLabel('Contraseña', { exact: true }).fill(nuevoBarbero.password);
  await barbero.getByLabel('Repetir contraseña').fill('otra-clave-123');
  await barbero.getByLabel('Nombre').fill(nuevoBarbero.nombre);
  await barbero.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(barbero.getByText('Las contraseñas no coinciden')).toBeVisible();
  await barbero.getByLabel('Repetir contraseña').fill(nuevoBarbero.password);
  await barbero.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(barbero.getByRole('status').filter({ hasText: 'Usuario creado correctamente' })).toBeVisible();
  await expect(barbero.getByLabel('Correo')).toHaveValue('');
  await expect(barbero.getByLabel('Nombre')).toHaveValue('');

  // The access entry was used up: registering again is refused, and the admin's list no longer has it.
  await barbero.getByLabel('Correo').fill(nuevoBarbero.email);
  await barbero.getByLabel('Contraseña', { exact: true }).fill(nuevoBarbero.password);
  await barbero.getByLabel('Repetir contraseña').fill(nuevoBarbero.password);
  await barbero.getByLabel('Nombre').fill(nuevoBarbero.nombre);
  await barbero.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(barbero.getByRole('alert')).toContainText(/ya existe una cuenta|no tiene permisos/i);
  await page.goto('/barbero/administrar/acceso');
  await expect(page.getByRole('heading', { level: 1, name: 'Accesos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: nuevoBarbero.email })).toHaveCount(0);

  await barbero.getByRole('link', { name: 'Inicia sesión' }).click();
  await iniciarSesion(barbero, nuevoBarbero);
  await expect(barbero.getByText(nuevoBarbero.nombre).first()).toBeVisible();
  await expect(barbero.getByRole('link', { name: /Administrar/ })).toHaveCount(0);
  const desde = diaSantiago(50);
  const hasta = diaSantiago(52);
  await crearFechas(barbero, desde, hasta, ['10:00', '14:00']);
  await barbero.getByRole('link', { name: 'Inicio Barbero' }).click();
  await barbero.getByRole('link', { name: /Gestionar Fechas/ }).click();
  const carrusel = barbero.getByRole('region', { name: 'Tus días' });
  await expect(carrusel.getByRole('listitem')).toHaveCount(3);
  await expect(
    carrusel.getByRole('button', { name: new RegExp(formatearFechaCompleta(desde)) }),
  ).toBeVisible();

  // Offered to clients: the public list of this barber's days has them, without client data.
  const token = await barbero.evaluate(() => localStorage.getItem('accessToken'));
  const perfil = await (
    await barbero.request.get('/api/auth/perfil', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const publicas = await (
    await barbero.request.get(`/api/fechas/obtener-fechas-clientes/${perfil._id}`)
  ).json();
  expect(publicas.map((f: { fecha: string }) => f.fecha.slice(0, 10))).toEqual([
    desde,
    diaSantiago(51),
    hasta,
  ]);

  // A barber is refused the admin pages.
  for (const ruta of [
    '/barbero/administrar',
    '/barbero/administrar/productos',
    '/barbero/administrar/ventas',
  ]) {
    await barbero.goto(ruta);
    await expect(barbero).toHaveURL(/\/barbero$/);
    await expect(barbero.getByRole('heading', { level: 1, name: 'Inicio Barbero' })).toBeVisible();
  }

  // The admin edits the new barber, assigns a service and switches them off; the barber sees it.
  await page.goto('/barbero/administrar/usuarios');
  const tarjetaUsuario = page.getByRole('article', { name: nuevoBarbero.nombre });
  await tarjetaUsuario.getByRole('button', { name: `Editar ${nuevoBarbero.nombre}` }).click();
  const edicion = tarjetaUsuario.getByRole('form', { name: `Editar ${nuevoBarbero.nombre}` });
  await edicion.getByLabel('Nombre').fill('');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(edicion.getByText('Todos los datos son obligatorios')).toBeVisible();
  const renombrado = `${nuevoBarbero.nombre} R.`;
  await edicion.getByLabel('Nombre').fill(renombrado);
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(exito).toContainText('Usuario actualizado correctamente');
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  const usuario = page.getByRole('article', { name: renombrado });
  await usuario.getByRole('button', { name: `Servicios de ${renombrado}` }).click();
  const corte = usuario.getByRole('switch', { name: 'Corte de pelo' });
  await expect(corte).toHaveAttribute('aria-checked', 'false');
  await corte.click();
  await expect(corte).toHaveAttribute('aria-checked', 'true');
  const activo = usuario.getByRole('switch', { name: `Activo: ${renombrado}` });
  await activo.click();
  await expect(activo).toHaveAttribute('aria-checked', 'false');

  await barbero.goto('/barbero');
  await expect(barbero.getByText(renombrado).first()).toBeVisible();
  const miEstado = barbero.getByRole('switch');
  await expect(miEstado).toHaveAttribute('aria-checked', 'false');
  await expect(barbero.getByText('Inactivo')).toBeVisible();
  await miEstado.click();
  await expect(miEstado).toHaveAttribute('aria-checked', 'true');
  await expect(barbero.getByText('Activo', { exact: true })).toBeVisible();
  await barbero.getByRole('link', { name: /Gestionar Servicios/ }).click();
  await expect(barbero.getByRole('switch', { name: 'Corte de pelo' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // What the admin created goes away the same way (the public journeys expect the seeded shop).
  if (avisoOriginal) {
    await page.goto('/barbero/administrar/avisos');
    const original = page.getByRole('switch', { name: `Activo: ${avisoOriginal.titulo}` });
    await original.click();
    await expect(original).toHaveAttribute('aria-checked', 'true');
  }
  await eliminarDeLaLista(page, '/barbero/administrar/avisos', aviso, 'Eliminar aviso');
  await eliminarDeLaLista(page, '/barbero/administrar/productos', producto, 'Eliminar producto');
  await eliminarDeLaLista(page, '/barbero/administrar/servicios', servicio, 'Eliminar servicio');
  await eliminarDeLaLista(page, '/barbero/administrar/tipo-servicio', tipo, 'Eliminar tipo');

  // Cerrar Sesión (on Inicio Barbero) ends the session and goes to /login.
  await barbero.getByRole('link', { name: 'Inicio Barbero' }).click();
  await barbero.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(barbero).toHaveURL(/\/login$/);
  expect(
    await barbero.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('nombre')]),
  ).toEqual([null, null]);
  await barbero.goto('/barbero');
  await expect(barbero).toHaveURL(/\/login$/);

  // The admin deletes that account, after confirming.
  await eliminarDeLaLista(page, '/barbero/administrar/usuarios', renombrado, 'Eliminar usuario');
});

test("a client books one of the shop barber's new days; the barber re-enables it with a reason and the client is e-mailed", async ({
  page,
  browser,
}) => {
  const dia = diaSantiago(40);
  const cliente = { nombre: '@cliente.habilitar', email: emailUnico('habilitar') };
  const motivo = 'Se cortó la luz en el local ese día.';

  await iniciarSesion(page, BARBERO);
  await crearFechas(page, dia, diaSantiago(41), ['11:00', '13:00']);

  // The client sees the new day in the booking flow and books its first hour.
  const reserva = await nuevaPagina(browser);
  await reserva.goto('/agenda/servicios');
  await elegirServicio(reserva, 'Corte de pelo');
  await expect(reserva.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
  const tile = reserva.getByRole('button', {
    name: new RegExp(`^${nombreDeDia(dia)}.*con horas disponibles`),
  });
  for (let mes = 0; mes < 3 && !(await tile.isVisible()); mes++) {
    await reserva.getByRole('button', { name: 'Siguiente' }).click();
  }
  await tile.click();
  await reserva
    .getByRole('group', { name: 'Horas disponibles' })
    .getByRole('button', { name: '11:00 - 11:45' })
    .click();
  await reserva.getByRole('button', { name: 'Continuar' }).click();
  await llenarContacto(reserva, cliente.nombre, cliente.email);
  await reserva.getByRole('button', { name: 'Agendar', exact: true }).click();
  await reserva
    .getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(reserva.getByRole('dialog', { name: '¡Hora agendada!' })).toBeVisible();

  // The barber finds it in the calendar and re-enables it with a reason.
  await page.getByRole('link', { name: 'Inicio Barbero' }).click();
  await page.getByRole('link', { name: /Calendario/ }).click();
  await page.getByLabel('Día', { exact: true }).fill(dia);
  const tarjeta = page.getByRole('article', { name: '11:00 – 11:45' });
  await expect(tarjeta).toContainText('Corte de pelo');
  await expect(tarjeta).toContainText(cliente.nombre);
  await expect(tarjeta).toContainText(cliente.email);
  await tarjeta.getByRole('button', { name: 'Habilitar la hora de las 11:00' }).click();
  const pedirMotivo = page.getByRole('dialog', { name: 'Habilitar hora' });
  await pedirMotivo.getByRole('button', { name: 'Continuar' }).click();
  await expect(pedirMotivo.getByText('Debes indicar el motivo')).toBeVisible();
  await pedirMotivo.getByLabel('Motivo').fill(motivo);
  await pedirMotivo.getByRole('button', { name: 'Continuar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Habilitar esta hora?' });
  await expect(confirmar).toContainText(motivo);
  await confirmar.getByRole('button', { name: 'Sí, habilitar' }).click();
  const habilitada = page.getByRole('dialog', { name: '¡Hora habilitada!' });
  await expect(habilitada).toContainText(cliente.email);
  await habilitada.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('No hay horas agendadas este día.')).toBeVisible();

  // The client's e-mail arrives at the test SMTP server, with the reason.
  await expect
    .poll(() => smtp.para(cliente.email).some((c) => c.texto.includes(motivo)), { timeout: 15_000 })
    .toBe(true);

  // The hour is free again for clients.
  await reserva.goto(`/agenda/cancelar/${encodeURIComponent(cliente.email)}`);
  await expect(reserva.getByText('No hay horas agendadas para este correo')).toBeVisible();
});

test('managing a day never drops a booking silently', async ({ page, request }) => {
  const dia = diaSantiago(43);
  const email = emailUnico('gestionar');
  // The day and a client's 12:00 booking come through the API: their screens are covered above.
  const login = await (
    await request.post('/api/auth/login', {
      data: { email: BARBERO.email, password: BARBERO.password },
    })
  ).json();
  const creada = await request.post('/api/fechas', {
    headers: { Authorization: `Bearer ${login.token.accessToken}` },
    data: { fecha: dia, horaInicio: '11:00', horaFin: '13:00' },
  });
  expect(creada.ok()).toBe(true);
  const fecha = await creada.json();
  const reserva = await request.put(`/api/fechas/${fecha._id}/agregar-hora-agendada`, {
    data: { horaInicio: '12:00', horaFin: '12:45', nombre: '@se.queda', email, servicio: 'Corte de pelo' },
  });
  expect(reserva.ok()).toBe(true);

  await iniciarSesion(page, BARBERO);
  await page.getByRole('link', { name: /Gestionar Fechas/ }).click();
  const carrusel = page.getByRole('region', { name: 'Tus días' });
  // Keyboard: End jumps to the last page of days, where the newest ones are.
  await carrusel.getByRole('button', { name: 'Días siguientes' }).focus();
  await page.keyboard.press('End');
  await carrusel
    .getByRole('button', { name: new RegExp(`^${formatearFechaCompleta(dia)}.*1 reserva`) })
    .click();

  // New hours that would leave the 12:00 booking outside are refused with the reason.
  await page.getByLabel('Hora de término').fill('12:00');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  const error = page.getByRole('alertdialog', { name: '¡Error!' });
  await expect(error).toContainText('El nuevo horario dejaría horas agendadas fuera de él.');
  await error.getByRole('button', { name: 'Volver' }).click();

  // Hours that keep it are saved.
  await page.getByLabel('Hora de término').fill('13:30');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Horario actualizado.' })).toBeVisible();

  // Deleting the day asks explicitly, naming the booking and the e-mail the client will get.
  await page.getByRole('button', { name: 'Eliminar fecha', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Esta fecha tiene horas agendadas' });
  await expect(confirmar).toContainText(email);
  await expect(confirmar).toContainText('cada cliente recibirá un correo');
  await confirmar.getByRole('button', { name: 'Eliminar y cancelar la hora' }).click();
  const listo = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(listo).toBeVisible();
  await listo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(
    carrusel.getByRole('button', { name: new RegExp(`^${formatearFechaCompleta(dia)}`) }),
  ).toHaveCount(0);
  await expect.poll(() => smtp.para(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
});

test('the session renews once with the refresh token and ends at /login when it cannot', async ({ page }) => {
  await iniciarSesion(page, BARBERO);
  await page.evaluate(() => localStorage.setItem('accessToken', 'vencido'));
  await page.goto('/barbero/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cuenta' })).toContainText(BARBERO.email);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('vencido');

  const errores: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errores.push(m.text());
  });
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'vencido');
    localStorage.setItem('refreshToken', 'revocado');
  });
  await page.goto('/barbero/calendario');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  expect(errores.some((e) => e.startsWith('Error al renovar los tokens:'))).toBe(true);
});

test('a forgotten password is reset through the e-mailed link, which works once', async ({
  page,
  request,
}) => {
  const cuenta = { email: emailUnico('olvido'), password: 'clave-vieja-123', nombre: 'Olvido' };
  const nueva = 'clave-nueva-456';
  // The account comes through the API (its screens are covered above): access as admin, then register.
  const admin = await (
    await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  ).json();
  const acceso = await request.post('/api/accesos', {
    headers: { Authorization: `Bearer ${admin.token.accessToken}` },
    data: { email: cuenta.email, rol: 'barbero' },
  });
  expect(acceso.ok()).toBe(true);
  const registro = await request.post('/api/auth', { data: { ...cuenta, password2: cuenta.password } });
  expect(registro.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Debes ingresar tu correo')).toBeVisible();
  await page.getByLabel('Correo').fill(cuenta.email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Se ha enviado un correo con las instrucciones para cambiar tu contraseña',
    }),
  ).toBeVisible();

  await expect.poll(() => smtp.para(cuenta.email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const texto = smtp.para(cuenta.email).at(-1)?.texto ?? '';
  const enlace = texto.match(/https?:\/\/\S+restablecer-contrase(?:ñ|%C3%B1)a\?\S+/)?.[0];
  expect(enlace, texto).toBeTruthy();
  const { pathname, search } = new URL(enlace ?? '');
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer Contraseña' })).toBeVisible();
  await expect(page.getByText(cuenta.email)).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(nueva);
  await page.getByLabel('Repetir contraseña').fill('otra-cosa-789');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repetir contraseña').fill(nueva);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contraseña cambiada con éxito, ya puedes iniciar sesión' }),
  ).toBeVisible();

  // The link is single-use: opening it again goes to /login.
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL(/\/login$/);
  await iniciarSesion(page, { email: cuenta.email, password: nueva });
  await expect(page.getByText(cuenta.nombre).first()).toBeVisible();
});
