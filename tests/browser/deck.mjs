// Browser checks of slide decks (run by tests/suite/deck.rs with the deck.html paths as
// arguments): no slide's content overflows its box in either locale and no two of its text
// boxes overlap; the counter, hash, key,
// click, wheel and swipe navigation work; the page logs no error; reduced motion turns
// transitions off; printing to PDF gives exactly one 16:9 page per slide; with JavaScript off
// every slide shows, stacked; at 1440x900 every slide keeps its 16:9 box; on a phone every slide
// takes taps and every chart fits, or is enlarged by its button. A `deck-stress.html` (the same deck with larger type) must come
// out of deck.js's own pagination with nothing overflowing and no row lost.
import { launch, open, overlapsIn, report } from './lib.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const files = process.argv.slice(2);
const failures = [];
const summary = { decks: 0, slides: 0, continuations: 0, shrunk: 0, overlaps: 0 };
const pdfDir = mkdtempSync(join(tmpdir(), 'bench-site-deck-pdf-'));
const fail = (file, what) => failures.push(`${file}: ${what}`);

async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.deckReady);
}

// Every slide's body and frame, measured after deck.js paginated.
async function overflow(page) {
  return page.evaluate(() => {
    const out = [];
    document.querySelectorAll('.slide').forEach((s, i) => {
      const b = s.querySelector('.body');
      const dh = b.scrollHeight - b.clientHeight, dw = b.scrollWidth - b.clientWidth;
      const fh = s.scrollHeight - s.clientHeight;
      if (dh > 1 || dw > 1 || fh > 1) out.push({ slide: i + 1, dh, dw, fh });
    });
    return {
      count: document.querySelectorAll('.slide').length,
      continuations: document.querySelectorAll('.slide.continuation').length,
      shrunk: document.querySelectorAll('.body.fit-1, .body.fit-2, .body.fit-3, .body.fit-4').length,
      rows: document.querySelectorAll('.slide[data-section] tbody tr').length,
      // Content slides per capped section (all but the unfavourable one).
      perSection: [...document.querySelectorAll('.slide-content:not([data-section="unfavourable"])')]
        .reduce((m, s) => ({ ...m, [s.dataset.section]: (m[s.dataset.section] || 0) + 1 }), {}),
      unfavourable: document.querySelectorAll('.slide[data-section="unfavourable"] tbody tr').length,
      out,
    };
  });
}

const state = (page) => page.evaluate(() => ({
  hash: location.hash,
  current: document.querySelector('.slide.current')?.id,
  counter: document.querySelector('.counter')?.textContent,
}));

async function navigation(page, file, count) {
  const s0 = await state(page);
  if (s0.current !== '1' || !s0.counter.includes('1') || !s0.counter.includes(String(count))) fail(file, `start state ${JSON.stringify(s0)}`);
  const steps = [['ArrowRight', '2'], ['PageDown', '3'], ['Space', '4'], ['PageUp', '3'], ['ArrowLeft', '2'], ['End', String(count)], ['Home', '1']];
  for (const [key, want] of steps) {
    await page.keyboard.press(key);
    const s = await state(page);
    if (s.current !== want || s.hash !== `#${want}` || !s.counter.includes(want)) fail(file, `${key}: ${JSON.stringify(s)}, want ${want}`);
  }
  // Click halves, and one slide per wheel gesture (a second event in the burst is ignored).
  const vp = page.viewportSize();
  await page.mouse.click(vp.width * 0.8, vp.height * 0.45);
  await page.waitForTimeout(100);
  if ((await state(page)).current !== '2') fail(file, 'click on the right half does not advance');
  await page.mouse.click(vp.width * 0.2, vp.height * 0.45);
  await page.waitForTimeout(100);
  if ((await state(page)).current !== '1') fail(file, 'click on the left half does not go back');
  // The burst is dispatched in one task: two separate mouse.wheel calls can arrive further
  // apart than the cooldown on a loaded machine, which is two gestures, not one.
  await page.evaluate(() => {
    const deck = document.getElementById('deck');
    const wheel = () => new WheelEvent('wheel', { deltaY: 120, clientX: innerWidth / 2, clientY: innerHeight / 2, bubbles: true, cancelable: true });
    deck.dispatchEvent(wheel());
    deck.dispatchEvent(wheel());
  });
  await page.waitForTimeout(100);
  if ((await state(page)).current !== '2') fail(file, `one wheel gesture moved to ${(await state(page)).current}`);
  await page.waitForTimeout(500);
  await page.mouse.wheel(0, -120);
  await page.waitForTimeout(100);
  if ((await state(page)).current !== '1') fail(file, 'a new wheel gesture after the cooldown does not move');
  // A swipe to the left advances, to the right goes back.
  const swipe = (from, to) => page.evaluate(([a, b]) => {
    const deck = document.getElementById('deck');
    const touch = (x) => new Touch({ identifier: 1, target: deck, clientX: x, clientY: 300 });
    deck.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(a)], changedTouches: [touch(a)], bubbles: true }));
    deck.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(b)], bubbles: true }));
  }, [from, to]);
  await swipe(900, 600);
  if ((await state(page)).current !== '2') fail(file, 'a left swipe does not advance');
  await swipe(600, 900);
  if ((await state(page)).current !== '1') fail(file, 'a right swipe does not go back');
  await page.keyboard.press('o');
  if (!(await page.evaluate(() => document.querySelector('.deck').classList.contains('overview')))) fail(file, 'o: no overview');
  await page.keyboard.press('o');
  await page.keyboard.press('n');
  const notes = await page.evaluate(() => { const p = document.querySelector('.notes-panel'); return !p.hidden && p.textContent.trim().length; });
  if (!notes) fail(file, 'n: no speaker notes');
  await page.keyboard.press('n');
}

// Every slide at 1280x720, for looking at (DECK_SHOTS=<dir>; decks/<locale>/<archive>/NN.png).
async function photograph(page, file, count) {
  const dir = join(process.env.DECK_SHOTS, ...file.split(/[\/]/).slice(-3, -1));
  mkdirSync(dir, { recursive: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (let i = 1; i <= count; i++) {
    await page.evaluate((i) => { location.hash = `#${i}`; }, i);
    await page.waitForFunction((i) => document.querySelector('.slide.current')?.id === String(i), i);
    await page.screenshot({ path: join(dir, `${String(i).padStart(2, '0')}.png`) });
  }
  await page.evaluate(() => { location.hash = '#1'; });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

async function hash(context, file, url) {
  const { page, errors } = await open(context, `${url}#7`, { width: 1366, height: 768 });
  await ready(page);
  let s = await state(page);
  if (s.current !== '7' || !s.counter.includes('7')) fail(file, `#7 opens ${JSON.stringify(s)}`);
  await page.keyboard.press('ArrowRight');
  await page.reload();
  await ready(page);
  s = await state(page);
  if (s.current !== '8') fail(file, `reload keeps the place: ${JSON.stringify(s)}`);
  errors.forEach((e) => fail(file, e));
  await page.close();
}

// At a window the slide is scaled to (1440x900: scale 1.19), every slide keeps its 16:9 box
// inside the window (chart slides once stretched to the window's height, their labels painted
// off their ticks).
async function scaled(context, file, url) {
  const { page, errors } = await open(context, url, { width: 1440, height: 900 });
  await ready(page);
  const bad = await page.evaluate(() => [...document.querySelectorAll('.slide')].flatMap((s, i) => {
    const r = s.getBoundingClientRect();
    const off = Math.abs(r.width / r.height - 16 / 9) > 0.01 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1;
    return off ? [`slide ${i + 1} box ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
  }));
  bad.slice(0, 5).forEach((b) => fail(file, `at 1440x900: ${b}`));
  errors.forEach((e) => fail(file, e));
  await page.close();
}

// On a phone (390x844) the slides stack: every slide takes taps (not just the one deck.js
// calls current), a chart fits the screen's width whole, and its button sets it at a readable
// width that scrolls inside its own box.
async function phone(context, file, url) {
  const { page, errors } = await open(context, url, { width: 390, height: 844 });
  await ready(page);
  if (!(await page.evaluate(() => document.documentElement.classList.contains('stacked')))) fail(file, 'not stacked at 390 px');
  const last = page.locator('.slide:last-of-type a[href]').first();
  await last.scrollIntoViewIfNeeded();
  const hit = await last.evaluate((a) => {
    // The first line box: a link that wraps has no text at the middle of its whole box.
    const r = a.getClientRects()[0];
    return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  if (!hit) fail(file, 'at 390 px a link on the last slide does not take a tap');
  // Each value of a stacked table is labelled with its column's header (deck.js adds the
  // labels when the deck stacks); an item/value table shows none, by design.
  const unlabelled = await page.evaluate(() => {
    const out = [];
    for (const table of document.querySelectorAll('table.stackable:not(.pairs)')) {
      const headers = [...table.tHead.rows[0].cells].map((th) => th.textContent.replace(/\s+/g, ' ').trim());
      for (const row of [...table.tBodies].flatMap((b) => [...b.rows])) {
        [...row.cells].forEach((cell, i) => {
          const shown = getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '');
          if (i < headers.length && shown !== headers[i]) out.push(`${JSON.stringify(cell.textContent.trim().slice(0, 30))} shows ${shown}, not ${JSON.stringify(headers[i])}`);
        });
      }
    }
    return out;
  });
  unlabelled.slice(0, 5).forEach((u) => fail(file, `at 390 px a stacked table's cell is not labelled with its column: ${u}`));
  const figures = await page.locator('figure.slide-figure').count();
  for (let i = 0; i < figures; i++) {
    const fig = page.locator('figure.slide-figure').nth(i);
    const fits = () => fig.evaluate((f) => f.querySelector('svg').getBoundingClientRect().width <= f.clientWidth + 1);
    if (!(await fits())) fail(file, `at 390 px chart ${i + 1} is wider than the screen before it is enlarged`);
    await fig.locator('.zoom').click();
    const big = await fig.evaluate((f) => ({ w: f.querySelector('svg').getBoundingClientRect().width, scrolls: f.scrollWidth > f.clientWidth }));
    if (big.w < 719 || !big.scrolls) fail(file, `at 390 px chart ${i + 1} enlarged: ${JSON.stringify(big)}`);
    await fig.locator('.zoom').click();
    if (!(await fits())) fail(file, `at 390 px chart ${i + 1} does not fit again`);
  }
  errors.forEach((e) => fail(file, e));
  await page.close();
}

async function print(page, file, count) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const out = join(pdfDir, `deck-${summary.decks}.pdf`);
  writeFileSync(out, pdf);
  const info = execFileSync('pdfinfo', [out]).toString();
  const pages = Number((/Pages:\s+(\d+)/.exec(info) || [])[1]);
  if (pages !== count) fail(file, `PDF has ${pages} pages for ${count} slides`);
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info);
  if (!size || Math.abs(size[1] / size[2] - 16 / 9) > 0.01) fail(file, `PDF page is not 16:9: ${size && size[0]}`);
}

async function reducedMotion(page, file) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const d = await page.evaluate(() => getComputedStyle(document.querySelector('.slide')).transitionDuration);
  if (!/^0s(, 0s)*$/.test(d)) fail(file, `reduced motion still animates: ${d}`);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

// With JavaScript off every slide is laid out, visible and stacked.
async function withoutScripts(decks) {
  const ctx = await launch({ javaScriptEnabled: false });
  for (const file of decks) {
    const page = await ctx.newPage();
    await page.goto(pathToFileURL(file).href);
    const hidden = await page.evaluate(() => [...document.querySelectorAll('.slide')]
      .map((s, i) => ({ i: i + 1, h: s.getBoundingClientRect().height, v: getComputedStyle(s).visibility }))
      .filter((s) => s.h < 200 || s.v !== 'visible'));
    hidden.forEach((s) => fail(file, `without JavaScript slide ${s.i} is hidden or empty`));
    await page.close();
  }
  await ctx.close();
}

const rowsOf = new Map();
const context = await launch();
async function check(file) {
  const url = pathToFileURL(file).href;
  const { page, errors } = await open(context, url, { width: 1280, height: 720 });
  await ready(page);
  const o = await overflow(page);
  summary.decks += 1;
  summary.slides += o.count;
  summary.continuations += o.continuations;
  summary.shrunk += o.shrunk;
  o.out.forEach((x) => fail(file, `slide ${x.slide} overflows: ${JSON.stringify(x)}`));
  // No two text boxes of a slide overlap (value labels, multiples, chart labels, cards).
  const overlaps = await page.evaluate(overlapsIn, ['.slide']);
  summary.overlaps += overlaps.length;
  overlaps.slice(0, 5).forEach((x) => fail(file, `text overlaps: ${x}`));
  const twin = file.replace(/deck-stress\.html$/, 'deck.html');
  if (twin === file) {
    rowsOf.set(file, [o.rows, o.unfavourable]);
    // deck.js keeps every row when the estimate falls short, even past the cap; on the real
    // decks the estimate must hold, so the cap of two content slides per section does too.
    Object.entries(o.perSection).filter(([, n]) => n > 2)
      .forEach(([id, n]) => fail(file, `section ${id} has ${n} content slides`));
  }
  else if (JSON.stringify(rowsOf.get(twin)) !== JSON.stringify([o.rows, o.unfavourable])) {
    fail(file, `rows after splitting ${[o.rows, o.unfavourable]} differ from ${rowsOf.get(twin)}`);
  }
  if (process.env.DECK_SHOTS && twin === file) await photograph(page, file, o.count);
  await navigation(page, file, o.count);
  await reducedMotion(page, file);
  // The stressed twin only tests deck.js's own pagination: printing and deep links are the
  // same code, checked on the real deck.
  if (twin === file) await print(page, file, o.count);
  errors.forEach((e) => fail(file, e));
  await page.close();
  if (twin === file) await hash(context, file, url);
  if (twin === file) await scaled(context, file, url);
  if (twin === file) await phone(context, file, url);
}

for (const file of files) {
  try {
    await check(file);
  } catch (e) {
    fail(file, `check aborted: ${e.message.split('\n')[0]}`);
  }
}
await context.close();
await withoutScripts(files.filter((f) => !f.endsWith('deck-stress.html')));
report({ ...summary, failures });
