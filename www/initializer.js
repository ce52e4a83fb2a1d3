// Trunk's initializer for the app's WebAssembly (see `data-initializer` in index.html): it
// drives the loading screen that index.html shows before any WebAssembly has arrived — bytes
// received of the module's size, as a bar and in words — and says in words if loading fails.
// The app removes the loading screen when it has drawn its first page.
function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

export default function initializer() {
  const bar = () => document.getElementById('loading-progress');
  const words = () => document.getElementById('loading-bytes');
  return {
    onStart: () => {
      const w = words();
      if (w) w.textContent = 'Starting the download…';
    },
    onProgress: ({ current, total }) => {
      const b = bar();
      const w = words();
      if (total > 0) {
        if (b) b.value = Math.min(current / total, 1);
        if (w) w.textContent = `${megabytes(current)} of ${megabytes(total)} MB`;
      } else if (w) {
        w.textContent = `${megabytes(current)} MB`;
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
