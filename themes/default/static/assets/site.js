// bench-site default theme: small enhancements of the HTML pages; every page is complete
// without this file.
//
// Wide tables: a table wider than its column is shown as one card per row (class `stacked`,
// laid out by site.css) instead of scrolling sideways with its key columns out of sight; so is
// a table of four or more columns in a column narrower than 40rem (a phone), where it would
// fit only by squeezing its columns to a word or a character each (Chinese text wraps
// anywhere), and so is an item/value table (class `pairs`) there, its item over its value,
// since a label column squeezed beside long values breaks Chinese and Japanese labels a
// character per line; and so is any table with a column squeezed to a few characters per
// line. The check runs from the real layout, again whenever the window changes size. A card
// labels each value with its column's header: the cells get it as `data-label` here, when
// their table first stacks (the page does not carry one label per cell). Without this file
// a wide table scrolls sideways in its frame.
(function () {
  'use strict';
  document.documentElement.classList.add('js');
  // All tables are measured before any is changed, so the page is laid out twice in all,
  // not once per table.

  // A column squeezed so far that a cell's text stands a few characters per line, over three
  // lines or more (Chinese and Japanese text wraps between any two characters, so such a
  // table never overflows: it only gets taller and unreadable). The header and the first 60
  // rows are measured, which bounds the cost on the appendix's long tables.
  var range = document.createRange();
  function squeezed(table) {
    var cells = Array.prototype.slice.call(table.querySelectorAll('thead th, tbody tr:nth-child(-n+60) > *'));
    return cells.some(function (cell) {
      var chars = cell.textContent.replace(/\s+/g, '').length;
      if (chars < 4) return false;
      range.selectNodeContents(cell);
      var tops = {};
      Array.prototype.forEach.call(range.getClientRects(), function (r) { if (r.width > 0) tops[Math.round(r.top)] = true; });
      var lines = Object.keys(tops).length;
      return lines >= 3 && chars / lines < 4;
    });
  }
  // Each body cell of a stacked table gets its column's header as its label, once; cells
  // that carry their own label keep it.
  function label(table) {
    if (!table.tHead || table.dataset.labelled) return;
    table.dataset.labelled = '1';
    var headers = Array.prototype.map.call(table.tHead.rows[0].cells, function (th) {
      return th.textContent.replace(/\s+/g, ' ').trim();
    });
    Array.prototype.forEach.call(table.tBodies, function (body) {
      Array.prototype.forEach.call(body.rows, function (row) {
        Array.prototype.forEach.call(row.cells, function (cell, i) {
          if (!cell.hasAttribute('data-label') && i < headers.length) cell.setAttribute('data-label', headers[i]);
        });
      });
    });
  }
  function fit() {
    var wraps = Array.prototype.slice.call(document.querySelectorAll('.table-wrap.stackable'));
    wraps.forEach(function (w) { w.classList.remove('stacked'); });
    var narrow = 40 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    var wide = wraps.map(function (w) {
      var t = w.querySelector('table');
      // A collapsed <details> has no layout: it is measured when it opens.
      if (!t || !w.clientWidth) return false;
      var columns = t.tHead ? t.tHead.rows[0].cells.length : 0;
      var crowded = columns >= 4 || w.classList.contains('pairs');
      return t.scrollWidth > w.clientWidth + 1 || (w.clientWidth < narrow && crowded) || squeezed(t);
    });
    wraps.forEach(function (w, i) {
      if (!wide[i]) return;
      label(w.querySelector('table'));
      w.classList.add('stacked');
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
