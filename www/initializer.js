// Trunk's initializer for the app's WebAssembly (see `data-initializer` in index.html): it
// drives the loading screen that index.html shows before any WebAssembly has arrived — how much
// of the module has arrived, as a bar and in words — and says in words if loading fails. The
// app removes the loading screen when it has drawn its first page.
//
// The module crosses the network compressed (about a quarter of its size), while the download
// counts the bytes it unpacks. So the words give what crosses the network: the module's size as
// sent (its Content-Length, asked once with HEAD) times the fraction unpacked — or, until that
// answer is in (or from a server that does not say), the fraction alone.
function megabytes(bytes) {
  return (bytes / 1e6).toFixed(2);
}

export default function initializer() {
  const bar = () => document.getElementById('loading-progress');
  const words = () => document.getElementById('loading-bytes');
  let sent = 0;
  return {
    onStart: () => {
      const w = words();
      if (w) w.textContent = 'Starting the download…';
      const module = document.querySelector('link[rel="preload"][href$=".wasm"]');
      if (module) {
        fetch(module.href, { method: 'HEAD' })
          .then((r) => { sent = Number(r.headers.get('content-length')) || 0; })
          .catch(() => {});
      }
    },
    onProgress: ({ current, total }) => {
      const b = bar();
      const w = words();
      if (total > 0) {
        const part = Math.min(current / total, 1);
        if (b) b.value = part;
        if (w) {
          w.textContent = sent > 0
            ? `${megabytes(part * sent)} of ${megabytes(sent)} MB`
            : `${Math.round(100 * part)}%`;
        }
      } else if (w) {
        w.textContent = `${megabytes(current)} MB unpacked`;
      }
    },
    onComplete: () => {},
    onSuccess: () => {
      const w = words();
      if (w) w.textContent = 'Starting…';
    },
    onFailure: (error) => {
      const screen = document.getElementById('loading');
      if (screen) {
        screen.classList.add('failed');
        const what = document.getElementById('loading-what');
        if (what) what.textContent = `Game Lab could not be loaded: ${error?.message ?? error}. Check the connection and reload the page.`;
        bar()?.remove();
      }
    },
  };
}
