export * from './contracts/index.js';
export * from './domain/index.js';
export * from './imagenes.js';
export * from './paginas.js';
export * from './tienda.js';
