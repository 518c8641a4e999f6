import { formatearNota } from '@barberia/shared';

/** A rating of 1 to 5 as stars, read by screen readers as «4 de 5 estrellas». */
export function Estrellas({ n, className = 'estrellas' }: { n: number; className?: string }) {
  const llenas = Math.round(n);
  return (
    <span className={className} role="img" aria-label={`${formatearNota(n)} de 5 estrellas`}>
      {'★'.repeat(llenas)}
      <span className="estrellas__vacias">{'★'.repeat(5 - llenas)}</span>
    </span>
  );
}
