// bench-site slide deck: measured pagination, navigation, overview and speaker notes.
// Everything here only enhances: without it, the slides stack and stay complete.
(function () {
  'use strict';
  var W = 1280, H = 720;
  var root = document.documentElement;
  root.classList.remove('nojs');
  root.classList.add('js');
  var deck = document.getElementById('deck');
  var controls = document.querySelector('.controls');
  var counter = document.querySelector('.counter');
  var bar = document.querySelector('.progress span');
  var panel = document.querySelector('.notes-panel');
  var help = document.querySelector('.help');
  var slides = [];
  var current = 0;

  // ---------- pagination from real measurements ----------
  function overflows(body) {
    return body.scrollHeight > body.clientHeight + 1 || body.scrollWidth > body.clientWidth + 1;
  }
  function flow(body) {
    return Array.prototype.filter.call(body.children, function (k) { return !k.classList.contains('keep'); });
  }
  function units(el) {
    if (!el.classList.contains('split')) return [];
    if (el.tagName === 'TABLE') return el.tBodies[0] ? Array.prototype.slice.call(el.tBodies[0].rows) : [];
    return Array.prototype.slice.call(el.children);
  }
  function emptyTwin(el) {
    var twin = el.cloneNode(false);
    if (el.tagName === 'TABLE') {
      twin.appendChild(el.tHead.cloneNode(true));
      twin.appendChild(document.createElement('tbody'));
    }
    return twin;
  }
  // A continuation slide after `slide`: same head, foot and notes, the "(continued)" title, the
  // `keep` elements (legends, lead lines), and no flow content yet.
  function continuation(slide) {
    var next = slide.cloneNode(true);
    var body = next.querySelector('.body');
    var top = 0, seenFlow = false;
    Array.prototype.forEach.call(slide.querySelector('.body').children, function (k) {
      if (!k.classList.contains('keep')) seenFlow = true; else if (!seenFlow) top++;
    });
    flow(body).forEach(function (k) { k.remove(); });
    body.classList.remove('fit-1', 'fit-2', 'fit-3', 'fit-4');
    var h = next.querySelector('.head h2, .head h1');
    if (h && slide.dataset.continued) h.textContent = slide.dataset.continued;
    next.classList.add('continuation');
    next.removeAttribute('id');
    // Its notes say which slide they belong to, so no two slides share the same notes.
    var notes = next.querySelector('.notes p');
    if (notes && slide.dataset.continued) notes.insertBefore(document.createTextNode(slide.dataset.continued + ': '), notes.firstChild);
    next._top = top;
    slide.after(next);
    return next;
  }
  function insertFront(body, el, top) {
    var f = flow(body);
    var ref = f.length ? f[0] : (body.children[top] || null);
    body.insertBefore(el, ref);
  }
  // Moves the last movable thing of `slide` to the front of `next`. False when nothing moves.
  function moveOne(slide, next) {
    var body = slide.querySelector('.body');
    var f = flow(body);
    if (!f.length) return false;
    var last = f[f.length - 1];
    var u = units(last);
    var nb = next.querySelector('.body');
    if (u.length > 1) {
      var first = flow(nb)[0];
      var twin = first && first._twinOf === last ? first : null;
      if (!twin) { twin = emptyTwin(last); twin._twinOf = last; insertFront(nb, twin, next._top); }
      var box = twin.tagName === 'TABLE' ? twin.tBodies[0] : twin;
      box.insertBefore(u[u.length - 1], box.firstChild);
      return true;
    }
    if (f.length > 1) { insertFront(nb, last, next._top); return true; }
    return false;
  }
  // Last resort for a single piece that cannot be split, a table too wide, or a capped
  // slide: the content drawn smaller (zoom, so fixed sizes shrink too), in four steps, never
  // clipped silently (the browser test reports what is left over).
  function shrink(body) {
    for (var i = 1; i <= 4 && overflows(body); i++) {
      if (i > 1) body.classList.remove('fit-' + (i - 1));
      body.classList.add('fit-' + i);
    }
  }
  // A slide of a capped section never gets a continuation: the section keeps its number of
  // slides (the pointer slide says how much is left out) and the type gets smaller instead.
  function paginate() {
    var list = Array.prototype.slice.call(deck.querySelectorAll('.slide'));
    for (var i = 0; i < list.length; i++) {
      var slide = list[i], body = slide.querySelector('.body'), next = null;
      var wide = body.scrollWidth > body.clientWidth + 1;
      var capped = slide.hasAttribute('data-capped');
      while (!wide && !capped && body.scrollHeight > body.clientHeight + 1) {
        if (!next) next = continuation(slide);
        if (!moveOne(slide, next)) break;
      }
      if (next && !flow(next.querySelector('.body')).length) { next.remove(); next = null; }
      shrink(body);
      if (next) list.splice(i + 1, 0, next);
    }
    slides = Array.prototype.slice.call(deck.querySelectorAll('.slide'));
    slides.forEach(function (s, k) {
      s.id = String(k + 1);
      s.querySelector('.foot .num').textContent = String(k + 1);
      s.setAttribute('aria-label', String(k + 1));
    });
  }

  // ---------- scaling and state ----------
  // Where a slide would be scaled below half its size (a phone, a small window), the slides
  // stack instead, one under the other at the screen's width and a readable type size; the
  // page scrolls and the slide number in the hash still names a slide.
  var MIN_SCALE = 0.5;
  function scaleFor(panelH) {
    var barH = parseFloat(getComputedStyle(root).getPropertyValue('--bar')) || 0;
    return Math.min(window.innerWidth / W, (window.innerHeight - panelH - barH) / H) * 0.98;
  }
  function stacked() { return root.classList.contains('stacked'); }
  // A stacked table shows each row as a card of "column: value" lines: every body cell gets
  // its column's header as its label, once, the first time the deck stacks.
  var labelled = false;
  function labelCells() {
    if (labelled) return;
    labelled = true;
    Array.prototype.forEach.call(deck.querySelectorAll('table.stackable'), function (table) {
      if (!table.tHead) return;
      var headers = Array.prototype.map.call(table.tHead.rows[0].cells, function (th) {
        return th.textContent.replace(/\s+/g, ' ').trim();
      });
      Array.prototype.forEach.call(table.tBodies, function (body) {
        Array.prototype.forEach.call(body.rows, function (row) {
          Array.prototype.forEach.call(row.cells, function (cell, i) {
            if (i < headers.length) cell.setAttribute('data-label', headers[i]);
          });
        });
      });
    });
  }
  function mode() {
    var want = scaleFor(0) < MIN_SCALE;
    if (want === stacked()) return false;
    root.classList.toggle('stacked', want);
    if (want) { deck.classList.remove('overview'); panel.hidden = true; labelCells(); }
    controls.hidden = want;
    return true;
  }
  function fit() {
    if (mode() && stacked()) { reveal(current); return; }
    if (stacked()) return;
    var notesOn = !panel.hidden;
    var panelH = notesOn ? Math.round(window.innerHeight * 0.28) : 0;
    root.style.setProperty('--panel', panelH + 'px');
    // The toolbar strip (--bar in deck.css) sits below the slide, never over its footer.
    root.style.setProperty('--scale', String(Math.max(scaleFor(panelH), 0.05)));
    go(current);
  }
  function reveal(i) {
    if (slides[i] && i > 0) slides[i].scrollIntoView({ block: 'start' });
  }
  function fromHash() {
    var n = parseInt((location.hash || '').slice(1), 10);
    return isNaN(n) ? null : Math.min(Math.max(n, 1), slides.length) - 1;
  }
  function go(i) {
    i = Math.min(Math.max(i, 0), slides.length - 1);
    if (stacked()) { current = i; return; }
    if (slides[current]) slides[current].classList.remove('current');
    current = i;
    var s = slides[i];
    s.classList.add('current');
    counter.textContent = deck.dataset.counter.replace('%n', String(i + 1)).replace('%t', String(slides.length));
    bar.style.width = (100 * (i + 1) / slides.length) + '%';
    if (location.hash !== '#' + (i + 1)) history.replaceState(null, '', '#' + (i + 1));
    var notes = s.querySelector('.notes');
    if (!panel.hidden && notes) panel.innerHTML = notes.innerHTML;
  }
  function toggle(name) {
    var btn = controls.querySelector('[data-toggle="' + name + '"]');
    var on;
    if (name === 'overview') {
      on = deck.classList.toggle('overview');
      help.hidden = !on;
      slides.forEach(function (s) { if (on) s.tabIndex = 0; else s.removeAttribute('tabindex'); });
      if (on) slides[current].scrollIntoView({ block: 'center' }); else deck.focus();
    } else {
      panel.hidden = !panel.hidden;
      on = !panel.hidden;
      fit();
      go(current);
    }
    btn.setAttribute('aria-pressed', String(on));
  }

  // ---------- input ----------
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || stacked()) return;
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var overview = deck.classList.contains('overview');
    var k = e.key;
    if (overview && k === 'Enter' && t && t.classList && t.classList.contains('slide')) {
      toggle('overview'); go(slides.indexOf(t)); e.preventDefault(); return;
    }
    if (t && t.tagName === 'BUTTON' && (k === ' ' || k === 'Enter')) return;
    if (k === 'o' || k === 'O') toggle('overview');
    else if (k === 'n' || k === 'N') toggle('notes');
    else if (k === 'Escape' && overview) toggle('overview');
    else if (overview) return;
    else if (k === 'ArrowRight' || k === 'ArrowDown' || k === 'PageDown' || (k === ' ' && !e.shiftKey)) go(current + 1);
    else if (k === 'ArrowLeft' || k === 'ArrowUp' || k === 'PageUp' || (k === ' ' && e.shiftKey)) go(current - 1);
    else if (k === 'Home') go(0);
    else if (k === 'End') go(slides.length - 1);
    else return;
    e.preventDefault();
  }
  var swiped = false;
  function onClick(e) {
    if (stacked()) return;
    if (swiped) { swiped = false; return; }
    if (e.target.closest('a, button, summary')) return;
    if (deck.classList.contains('overview')) {
      var s = e.target.closest('.slide');
      if (s) { toggle('overview'); go(slides.indexOf(s)); }
      return;
    }
    var sel = window.getSelection && window.getSelection();
    if (sel && String(sel).length) return;
    go(e.clientX < window.innerWidth / 2 ? current - 1 : current + 1);
  }
  var touch = null;
  function onTouchStart(e) {
    if (e.touches.length === 1) touch = { x: e.touches[0].clientX, y: e.touches[0].clientY };
  }
  function onTouchEnd(e) {
    if (!touch || stacked() || deck.classList.contains('overview')) return;
    var dx = e.changedTouches[0].clientX - touch.x, dy = e.changedTouches[0].clientY - touch.y;
    touch = null;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy)) { swiped = true; go(dx < 0 ? current + 1 : current - 1); }
  }
  // One slide per wheel gesture: a gesture is a burst of events; any event within the
  // cooldown of the previous one belongs to the same burst and is ignored.
  var lastWheel = 0;
  function onWheel(e) {
    if (stacked() || deck.classList.contains('overview')) return;
    e.preventDefault();
    var now = Date.now(), quiet = now - lastWheel > 350;
    lastWheel = now;
    if (!quiet || Math.abs(e.deltaY) + Math.abs(e.deltaX) < 4) return;
    go((e.deltaY || e.deltaX) > 0 ? current + 1 : current - 1);
  }

  function start() {
    // Pagination measures the slides at their real 1280x720 layout, before any stacking.
    paginate();
    controls.hidden = false;
    var at = fromHash();
    current = at === null ? 0 : at;
    fit();
    go(current);
    document.addEventListener('keydown', onKey);
    deck.addEventListener('click', onClick);
    // A chart's enlarge button (shown on a phone): toggles the readable, scrolling size.
    deck.querySelectorAll('.slide-figure .zoom').forEach(function (b) {
      var enlarge = b.textContent;
      b.addEventListener('click', function (e) {
        e.stopPropagation();
        var on = b.closest('figure').classList.toggle('zoomed');
        b.setAttribute('aria-pressed', String(on));
        b.textContent = on ? b.dataset.fit : enlarge;
      });
    });
    deck.addEventListener('touchstart', onTouchStart, { passive: true });
    deck.addEventListener('touchend', onTouchEnd, { passive: true });
    deck.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('resize', fit);
    window.addEventListener('hashchange', function () {
      var at = fromHash();
      if (at === null) return;
      if (stacked()) { current = at; reveal(at); } else if (at !== current) go(at);
    });
    controls.addEventListener('click', function (e) {
      var b = e.target.closest('button');
      if (!b) return;
      if (b.dataset.go) go(b.dataset.go === 'next' ? current + 1 : current - 1);
      else toggle(b.dataset.toggle);
    });
    root.dataset.deckReady = String(slides.length);
  }
  start();
})();
