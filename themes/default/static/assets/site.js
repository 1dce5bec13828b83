// bench-site default theme: small enhancements of the HTML pages; every page is complete
// without this file.
//
// Wide tables: a table wider than its column is shown as one card per row (class `stacked`,
// laid out by site.css) instead of scrolling sideways with its key columns out of sight. The
// check runs from the real layout, again whenever the window changes size.
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  function fit() {
    var wraps = document.querySelectorAll('.table-wrap.stackable');
    Array.prototype.forEach.call(wraps, function (w) { w.classList.remove('stacked'); });
    Array.prototype.forEach.call(wraps, function (w) {
      var t = w.querySelector('table');
      // A collapsed <details> has no layout: leave it until it opens.
      if (!t || !w.clientWidth) return;
      if (t.scrollWidth > w.clientWidth + 1) w.classList.add('stacked');
    });
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
