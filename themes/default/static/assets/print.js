// bench-site default theme: page numbers for the print page (print.html).
//
// Browsers do not implement CSS target-counter(), so the contents cannot ask the printer for
// the page a section starts on. While the page is laid out for printing (the `print` media
// query turns on), Chromium stacks the pages one under the other, each as high as its
// printable area; the page an element lands on follows from its position. The numbers are
// written into the contents and into every reference inside the report (`a[href^="#"]`).
// Where the layout does not look paginated (a forced page break that is not on a page
// boundary), nothing is written: no page number beats a wrong one.
(function () {
  'use strict';
  var MM = 96 / 25.4;
  var root = document.documentElement;
  function length(name, fallback) {
    var v = parseFloat(getComputedStyle(root).getPropertyValue(name));
    return (isNaN(v) ? fallback : v) * MM;
  }
  function top(el) { return el.getBoundingClientRect().top + window.scrollY; }
  // Where an element's margin box starts: a block after a forced break keeps its margin.
  function outer(el) { return top(el) - (parseFloat(getComputedStyle(el).marginTop) || 0); }
  // The top of an element's first line of content (a section's heading, not its margin).
  function start(el) { return top(el.firstElementChild || el); }

  // Page runs: consecutive blocks on pages of one size. A run starts on a new page.
  function runs(heights) {
    var blocks = document.querySelectorAll('main > *');
    var out = [], run = null;
    Array.prototype.forEach.call(blocks, function (b) {
      var wide = b.classList.contains('wide');
      if (!run || run.wide !== wide) {
        run = { wide: wide, y: outer(b), h: wide ? heights.wide : heights.normal, blocks: [] };
        out.push(run);
      }
      run.blocks.push(b);
    });
    return out;
  }
  // The page number of `y` in the stacked print layout, or null.
  function pager(list) {
    var first = [], page = 1;
    for (var i = 0; i < list.length; i++) {
      if (i > 0) {
        var prev = list[i - 1];
        var pages = (list[i].y - prev.y) / prev.h;
        // A new run must start on a page boundary of the one before.
        if (Math.abs(pages - Math.round(pages)) * prev.h > 3) return null;
        page += Math.round(pages);
      }
      first.push(page);
    }
    return function (y) {
      for (var k = list.length - 1; k >= 0; k--) {
        if (y >= list[k].y - 1) return first[k] + Math.floor((y - list[k].y + 1) / list[k].h);
      }
      return 1;
    };
  }
  // The block after the contents starts a page (break-after: page on .toc): it must sit on
  // a page boundary, else this is not the print layout.
  function paginated(list) {
    var toc = document.querySelector('.toc');
    var next = toc && toc.nextElementSibling;
    if (!next || !list.length) return false;
    var off = (outer(next) - list[0].y) / list[0].h;
    return Math.abs(off - Math.round(off)) * list[0].h <= 3;
  }
  function number() {
    // Chromium lays a page box out at a whole number of CSS pixels; the margins stay exact.
    var margins = length('--page-margin-block', 36);
    var heights = {
      normal: Math.round(length('--page-box-height', 297)) - margins,
      wide: Math.round(length('--wide-page-box-height', 210)) - margins,
    };
    var list = runs(heights);
    var pageOf = pager(list);
    if (!pageOf || !paginated(list)) return;
    var pattern = document.body.getAttribute('data-page-ref') || '%n';
    Array.prototype.forEach.call(document.querySelectorAll('[data-page-of]'), function (span) {
      var target = document.getElementById(span.getAttribute('data-page-of'));
      if (target) span.textContent = String(pageOf(start(target)));
    });
    Array.prototype.forEach.call(document.querySelectorAll('main a[href^="#"]'), function (a) {
      var target = document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)));
      if (target && !a.closest('.toc')) a.setAttribute('data-page', pattern.replace('%n', String(pageOf(start(target)))));
    });
  }
  var print = window.matchMedia && window.matchMedia('print');
  if (print && print.addEventListener) {
    print.addEventListener('change', function (e) { if (e.matches) number(); });
  }
})();
