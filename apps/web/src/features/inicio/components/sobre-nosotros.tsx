import { datosSobreNosotros } from '../../../config/contenido/sobre-nosotros';
import { datosDeLaTienda } from '../../../lib/datos-de-la-tienda';

export function SobreNosotros() {
  const { sobreNosotros, horario } = datosDeLaTienda();
  return (
    <section className="seccion-inicio sobre-nosotros" aria-labelledby="inicio-nosotros">
      <div>
        <p className="eyebrow">Sobre nosotros</p>
        <h2 id="inicio-nosotros">{sobreNosotros.titulo}</h2>
        {sobreNosotros.parrafos.map((p, i) => (
          // Paragraphs may repeat or change places: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{p}</p>
        ))}
      </div>
      <dl className="sobre-nosotros__datos">
        {datosSobreNosotros(horario.filter((d) => d.abierto).length).map((d) => (
          <div key={d.etiqueta}>
            <dt>{d.etiqueta}</dt>
            <dd>{d.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
