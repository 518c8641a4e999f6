/**
 * Sends the browser to Webpay's form the way Transbank asks: a POST of `token_ws` to the returned url.
 * A real form submission, so the page leaves the site as with any payment gateway. The shop's checkout
 * and a booking's deposit (issue 24) both pay this way.
 */
export function irAWebpay({ url, token }: { url: string; token: string }) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const campo = document.createElement('input');
  campo.type = 'hidden';
  campo.name = 'token_ws';
  campo.value = token;
  form.append(campo);
  document.body.append(form);
  form.submit();
}
