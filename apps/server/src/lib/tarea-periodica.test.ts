import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crearTareaPeriodica } from './tarea-periodica.js';

function registro() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('crearTareaPeriodica', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('corre al iniciar y en cada intervalo, nunca dos corridas a la vez', async () => {
    let terminar = () => {};
    const trabajo = vi.fn(() => new Promise<void>((resolve) => (terminar = resolve)));
    const tarea = crearTareaPeriodica('prueba', 1000, trabajo, registro().log);
    tarea.iniciar();
    expect(trabajo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(trabajo).toHaveBeenCalledTimes(1);
    terminar();
    await vi.advanceTimersByTimeAsync(1000);
    expect(trabajo).toHaveBeenCalledTimes(2);
    terminar();
    await tarea.detener();
  });

  it('registra el error de una corrida y vuelve a intentar en la siguiente', async () => {
    const { log, error } = registro();
    const trabajo = vi.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValue(undefined);
    const tarea = crearTareaPeriodica('conciliación de Webpay', 1000, trabajo, log);
    tarea.iniciar();
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toHaveBeenCalledWith(
      { err: expect.any(Error), tarea: 'conciliación de Webpay' },
      'error en la tarea «conciliación de Webpay»',
    );
    expect(trabajo).toHaveBeenCalledTimes(2);
    await tarea.detener();
  });

  it('detener espera la corrida en curso y no deja otra empezar', async () => {
    const trabajo = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const tarea = crearTareaPeriodica('prueba', 1000, trabajo, registro().log);
    tarea.iniciar();
    let detenida = false;
    const deteniendo = tarea.detener().then(() => (detenida = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(detenida).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    await deteniendo;
    await vi.advanceTimersByTimeAsync(5000);
    expect(trabajo).toHaveBeenCalledTimes(1);
  });
});
