// bench-site default theme: small enhancements of the HTML pages; every page is complete
// without this file.
//
// Wide tables: a table wider than its column is shown as one card per row (class `stacked`,
// laid out by site.css) instead of scrolling sideways with its key columns out of sight; so is
// a table of four or more columns in a column narrower than 40rem (a phone), where it would
// fit only by squeezing its columns to a word or a character each (Chinese text wraps
// anywhere). The check runs from the real layout, again whenever the window changes size.
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  // All tables are measured before any is changed, so the page is laid out twice in all,
  // not once per table.
  function fit() {
    var wraps = Array.prototype.slice.call(document.querySelectorAll('.table-wrap.stackable'));
    wraps.forEach(function (w) { w.classList.remove('stacked'); });
    var narrow = 40 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    var wide = wraps.map(function (w) {
      var t = w.querySelector('table');
      // A collapsed <details> has no layout: it is measured when it opens.
      if (!t || !w.clientWidth) return false;
      var columns = t.tHead ? t.tHead.rows[0].cells.length : 0;
      return t.scrollWidth > w.clientWidth + 1 || (w.clientWidth < narrow && columns >= 4);
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
