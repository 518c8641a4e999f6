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

/**
 * The previous page was this site's, loaded whole: a link followed before the app took the page over
 * (a slow phone) leaves no router entry, but the browser's history still holds that page.
 */
function veniaDelSitio(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
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
        else if (veniaDelSitio()) window.history.back();
        else navigate('/');
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
