// Keyboard access to every region that scrolls (WCAG 2.1.1): a wide table, a map or a record
// that overflows its box — on a phone most tables do — becomes focusable, so the arrow keys
// scroll it. The pages draw such boxes in many places (every table in `main` scrolls when it is
// wider than the page, by the style sheet); one observer here gives them all the same treatment
// instead of each page remembering a tabindex. A box that stops overflowing loses it again.
(() => {
  const marked = 'data-scroll-focus';
  function scrolls(el) {
    // Sizes first: most boxes do not overflow, and for them no style is computed.
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) return false;
    const style = getComputedStyle(el);
    const x = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    return x || y;
  }
  function hasFocusable(el) {
    return el.querySelector('a[href], button, input, select, textarea, [tabindex]') !== null;
  }
  let queued = false;
  function update() {
    queued = false;
    const main = document.querySelector('main');
    if (!main) return;
    for (const el of main.querySelectorAll('table, div, ol, ul, pre, section')) {
      const own = el.hasAttribute(marked);
      if (scrolls(el) && (own || !el.hasAttribute('tabindex')) && !hasFocusable(el)) {
        if (!own) {
          el.setAttribute('tabindex', '0');
          el.setAttribute(marked, '');
        }
      } else if (own) {
        el.removeAttribute('tabindex');
        el.removeAttribute(marked);
      }
    }
  }
  function soon() {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  }
  new MutationObserver(soon).observe(document.documentElement, { childList: true, subtree: true });
  addEventListener('resize', soon);
  soon();
})();
