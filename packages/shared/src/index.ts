export * from './cabeceras.js';
export * from './contracts/index.js';
export * from './domain/index.js';
export * from './enlaces.js';
export * from './imagenes.js';
export * from './paginas.js';
