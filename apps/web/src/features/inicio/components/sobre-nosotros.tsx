import { SOBRE_NOSOTROS } from '../../../config/contenido/sobre-nosotros';

export function SobreNosotros() {
  return (
    <section className="seccion-inicio sobre-nosotros" aria-labelledby="inicio-nosotros">
      <div>
        <p className="eyebrow">Sobre nosotros</p>
        <h2 id="inicio-nosotros">{SOBRE_NOSOTROS.titulo}</h2>
        {SOBRE_NOSOTROS.parrafos.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
      <dl className="sobre-nosotros__datos">
        {SOBRE_NOSOTROS.datos.map((d) => (
          <div key={d.etiqueta}>
            <dt>{d.etiqueta}</dt>
            <dd>{d.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
