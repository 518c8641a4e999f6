/**
 * Descriptions may carry the widget's bracket markup ([br], [b]…[/b], [url]href|text[/url], …). Calendar
 * services that render HTML get the HTML form; .ics files, Yahoo and Teams get plain text.
 */

const PAIRED_TAGS = [
  'b',
  'strong',
  'u',
  'i',
  'em',
  'p',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];
const URL_MARKUP = /\[url\]([^|[\]]*?)(?:\|([^[\]]*?))?\[\/url\]/gi;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value.trim());
}

/** HTML with every character of the text escaped first, so only the markup becomes tags. */
export function descriptionToHtml(description: string): string {
  let html = escapeHtml(description)
    .replace(/\r\n|\r|\n/g, '<br>')
    .replace(/\[br\s*\/?\]/gi, '<br>')
    .replace(/\[hr\s*\/?\]/gi, '<hr>');
  for (const tag of PAIRED_TAGS) {
    html = html.replace(new RegExp(`\\[(/?)${tag}\\]`, 'gi'), `<$1${tag}>`);
  }
  return html.replace(URL_MARKUP, (_match, href: string, text: string | undefined) => {
    const label = (text ?? href).trim();
    // A non-http target (javascript:, data:) stays visible text instead of becoming a link.
    if (!isHttpUrl(href)) return label;
    return `<a href="${href.trim()}" target="_blank" rel="noopener">${label}</a>`;
  });
}

/** Plain text: line breaks for [br] and block tags, links as "text (url)", other markup removed. */
export function descriptionToPlain(description: string): string {
  return description
    .replace(/\r\n|\r/g, '\n')
    .replace(/\[br\s*\/?\]/gi, '\n')
    .replace(/\[hr\s*\/?\]/gi, '\n---\n')
    .replace(/\[li\]/gi, '\n- ')
    .replace(/\[\/(?:p|ul|ol|h[1-6])\]/gi, '\n')
    .replace(URL_MARKUP, (_match, href: string, text: string | undefined) => {
      const target = href.trim();
      const label = (text ?? '').trim();
      return label === '' || label === target ? target : `${label} (${target})`;
    })
    .replace(new RegExp(`\\[/?(?:${PAIRED_TAGS.join('|')})\\]`, 'gi'), '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
