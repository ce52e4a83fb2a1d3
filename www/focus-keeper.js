// The keyboard focus never falls to the page's body (WCAG 2.4.3 Focus order). Two things the
// pages do drop it: a button disabled while its work runs (Solve, Run, Start — a disabled
// element loses the focus), and a control removed by the page's next drawing (a played card's
// Play button, a row redrawn). Without this a keyboard user is sent back to the top of the
// page and a screen reader says nothing. One observer here treats every page the same way:
// - a control disabled while it had the focus gets it back when it is enabled again, unless
//   the focus went somewhere else meanwhile;
// - a control removed while it had the focus hands it to the same control redrawn (same id),
//   else to the nearest part of the page still there: the first visible control in it, one
//   marked `data-focus-next` first (what the page expects to come next, e.g. "Next round");
//   when only the page's content is left (another page was drawn), the content itself.
// A click outside every control (which leaves the focus on the body on purpose) forgets the
// last control, so the page never takes the focus back from a pointer.
(() => {
  const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), '
    + 'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  let last = null; // the control that had the focus
  let path = []; // its ancestors, nearest first, as they were when it took the focus
  let parked = null; // a control disabled while it had the focus

  addEventListener('focusin', (e) => {
    last = e.target;
    parked = null;
    path = [];
    for (let p = last.parentElement; p && p !== document.body; p = p.parentElement) path.push(p);
  }, true);
  addEventListener('pointerdown', () => {
    last = null;
    parked = null;
  }, true);

  const lost = () => {
    const a = document.activeElement;
    return !a || a === document.body || a === document.documentElement;
  };
  const usable = (el) => el && el.isConnected && !el.disabled && el.getClientRects().length > 0;
  function firstIn(root) {
    const marked = [...root.querySelectorAll('[data-focus-next]')].find(usable);
    return marked ?? [...root.querySelectorAll(CONTROLS)].find(usable) ?? null;
  }
  function check() {
    if (!last) return;
    // Parked at once: the browser moves the focus off a disabled control only later, at its
    // next rendering, and no change of the page tells when.
    if (last.isConnected && last.disabled) {
      parked = last;
      return;
    }
    if (!lost()) return;
    if (parked) {
      const again = parked.isConnected ? parked : (parked.id && document.getElementById(parked.id));
      if (usable(again)) again.focus();
      return;
    }
    if (last.isConnected) return;
    const same = last.id ? document.getElementById(last.id) : null;
    if (usable(same)) {
      same.focus();
      return;
    }
    for (const part of path) {
      if (!part.isConnected) continue;
      // Nothing nearer is left (a new page was drawn): the page's content, as the skip link does.
      const next = part.id === 'main' ? part : firstIn(part);
      if (next) {
        next.focus();
        return;
      }
    }
  }
  new MutationObserver(check).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'],
  });
})();
