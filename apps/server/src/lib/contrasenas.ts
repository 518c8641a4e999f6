import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose, so a stolen table of hashes
 * costs an attacker as much as possible. Each hash records its own parameters, so `verificar` follows them.
 */
const parametros: argon2.HashOptions = { type: argon2.argon2id };

export function hashContrasena(password: string): Promise<string> {
  return argon2.hash(password, parametros);
}

export function verificarContrasena(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow. Made on first
// use, with the parameters in force then.
let señuelo: Promise<string> | undefined;
export function verificarSeñuelo(password: string): Promise<false> {
  señuelo ??= hashContrasena('contraseña-que-nadie-usa');
  return señuelo.then((hash) => argon2.verify(hash, password)).then(() => false);
}

/**
 * The test suite's parameters: the smallest argon2 accepts. Only the test setup calls this; hundreds of
 * logins at 150 ms each were a minute of the suite, and no test measures the hash's cost.
 */
export function contrasenasRapidasParaPruebas() {
  Object.assign(parametros, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
}
