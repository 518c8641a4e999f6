import { GaleriaGrid } from '../../features/galeria/components/galeria-grid';

export function Component() {
  return (
    <section className="page" aria-labelledby="galeria-titulo">
      <header className="page-head">
        <p className="eyebrow">Nuestro trabajo</p>
        <h1 id="galeria-titulo">Galería</h1>
      </header>
      <GaleriaGrid prioridad />
    </section>
  );
}
