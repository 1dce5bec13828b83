// bench-site default theme: small enhancements of the HTML pages; every page is complete
// without this file.
//
// Wide tables: a table wider than its column is shown as one card per row (class `stacked`,
// laid out by site.css) instead of scrolling sideways with its key columns out of sight. The
// check runs from the real layout, again whenever the window changes size.
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  // All tables are measured before any is changed, so the page is laid out twice in all,
  // not once per table.
  function fit() {
    var wraps = Array.prototype.slice.call(document.querySelectorAll('.table-wrap.stackable'));
    wraps.forEach(function (w) { w.classList.remove('stacked'); });
    var wide = wraps.map(function (w) {
      var t = w.querySelector('table');
      // A collapsed <details> has no layout: it is measured when it opens.
      return !!t && w.clientWidth > 0 && t.scrollWidth > w.clientWidth + 1;
    });
    wraps.forEach(function (w, i) { if (wide[i]) w.classList.add('stacked'); });
  }
  var pending = null;
  function later() {
    if (pending) cancelAnimationFrame(pending);
    pending = requestAnimationFrame(function () { pending = null; fit(); });
  }
  fit();
  window.addEventListener('resize', later);
  document.addEventListener('toggle', later, true);
  window.addEventListener('load', fit);
})();
