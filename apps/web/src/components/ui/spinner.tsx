interface SpinnerProps {
  label?: string;
  /** Covers the whole screen; used while the first route loads. */
  fullScreen?: boolean;
}

export function Spinner({ label = 'Cargando…', fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'spinner spinner--overlay' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
