import { Link, useNavigate } from 'react-router';

interface BackLinkProps {
  /** Where to go; '#' means the previous page in history (spec §2). */
  to: string;
  label?: string;
}

/** React Router numbers the entries of this visit; without a previous one, "back" would leave the site. */
function hayPaginaAnterior(): boolean {
  const estado: unknown = window.history.state;
  return typeof estado === 'object' && estado !== null && Number((estado as { idx?: unknown }).idx) > 0;
}

export function BackLink({ to, label = 'Volver' }: BackLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      to={to === '#' ? '/' : to}
      className="back-link"
      onClick={(event) => {
        if (to !== '#') return;
        event.preventDefault();
        if (hayPaginaAnterior()) navigate(-1);
        else navigate('/');
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
