import { afterEach, beforeEach, vi } from 'vitest';

// A test that writes to console.error is a test that hid a failure: make it fail loudly.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error llamado en una prueba: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  spy.mockRestore();
});
