/** Runs `fn` to its end or its throw; fails when it runs past the limit (acotado.testing.mjs). */
export function acotado(fn: () => unknown): void;
