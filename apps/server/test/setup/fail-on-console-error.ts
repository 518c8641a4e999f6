import { afterEach, beforeEach, vi } from 'vitest';
import { tomarErroresDelServidor } from '../helpers/errores-del-servidor.js';

// A test that writes to console.error is a test that hid a failure: make it fail loudly.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error llamado en una prueba: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  spy.mockRestore();
  // The server's own error log counts the same: a fault the test did not expect fails it.
  const { lineas, esperados } = tomarErroresDelServidor();
  if (lineas.length > 0 && !esperados) {
    throw new Error(`el servidor registró errores en una prueba:\n${lineas.join('')}`);
  }
});
