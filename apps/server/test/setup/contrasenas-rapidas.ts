import { contrasenasRapidasParaPruebas } from '../../src/lib/contrasenas.js';

// argon2 at its cheapest in tests (src/lib/contrasenas.ts): no test measures the hash's cost.
contrasenasRapidasParaPruebas();
