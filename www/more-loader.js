// Loads the playground's second page module on demand (src/bin/more.rs): the first time a page
// that lives there is opened, its script and WebAssembly are fetched once and started, then the
// page is mounted into the box the app shows for it (src/web/deferred.rs calls
// gamelabMore.mount and, when the box goes, gamelabMore.unmount).
(function () {
  let ready = null;
  function load() {
    if (!ready) {
      ready = new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = './more.js';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('the page module could not be fetched'));
        document.head.appendChild(script);
      }).then(() => wasm_bindgen({ module_or_path: './more_bg.wasm' }));
      ready.catch(() => { ready = null; });
    }
    return ready;
  }
  window.gamelabMore = {
    mount: (lab, id) => load().then(() => wasm_bindgen.mount(lab, id)),
    unmount: () => {
      if (ready) ready.then(() => wasm_bindgen.unmount()).catch(() => {});
    },
  };
})();
