// The playground's only script: copy a snippet and say so for 3 seconds.
for (const boton of document.querySelectorAll('button[data-copiar]')) {
  const texto = boton.textContent;
  boton.addEventListener('click', async () => {
    const codigo = document.getElementById(boton.dataset.copiar ?? '');
    try {
      await navigator.clipboard.writeText(codigo?.textContent ?? '');
      boton.textContent = 'Copiado';
    } catch {
      boton.textContent = 'No se pudo copiar';
    }
    setTimeout(() => {
      boton.textContent = texto;
    }, 3000);
  });
}
