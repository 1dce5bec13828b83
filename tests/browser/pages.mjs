// Every page of built sites in a real browser (run by tests/suite/pages.rs): each HTML page at
// every given width, after every image has loaded, must not scroll sideways, and no two text
// boxes may overlap (anywhere on a page; on a deck, within each slide); every SVG figure is
// opened on its own and checked the same way. A deck's slides must name every baseline that
// beats the subject wherever its report's section names it, and no two slides may share
// their speaker notes; on a phone the deck stacks its slides at a readable size. A screenshot
// of every page at every width is written to the screenshot folder.
//
// Usage: node pages.mjs <json: {"sites": [{"name", "dir"}], "widths": [...], "shots": dir}>
import { launch, overlapsIn, report } from './lib.mjs';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const cfg = JSON.parse(process.argv[2]);
const failures = [];
const summary = { pages: 0, checks: 0, svgs: 0, decks: 0, slides: 0, overlaps: 0, overflows: 0, squeezed: 0, shots: 0 };
const fail = (what) => failures.push(what);
// A screenshot keeps at most this much of a long page (the appendix of a report on a phone
// runs to hundreds of thousands of pixels).
const SHOT_HEIGHT = 8000;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  }).sort();
}

async function loadImages(page) {
  await page.evaluate(async () => {
    const imgs = [...document.images];
    imgs.forEach((i) => { i.loading = 'eager'; });
    await Promise.all(imgs.map((i) => (i.complete ? null : new Promise((r) => { i.onload = r; i.onerror = r; }))));
    await document.fonts.ready;
    // site.js re-measures the tables once the images have changed the layout.
    window.dispatchEvent(new Event('resize'));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

// A deck in slide mode is photographed as it shows (one slide fills the window); a stacked
// deck through a window as tall as the picture, since the deck lays itself out again on every
// resize that a full-page capture makes; any other page as a full page.
async function shot(page, file, width, deck) {
  const { height, stacked } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    stacked: document.documentElement.classList.contains('stacked'),
  }));
  mkdirSync(join(file, '..'), { recursive: true });
  const tall = Math.min(height, SHOT_HEIGHT);
  if (deck && stacked) {
    await page.setViewportSize({ width, height: tall });
    await page.screenshot({ path: file });
  } else if (deck) {
    await page.screenshot({ path: file });
  } else {
    await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: tall } });
  }
  summary.shots += 1;
}

// The deck's own promises, checked against the report page beside it.
async function deckChecks(context, where, deckUrl, reportUrl) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(deckUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.deckReady);
  const deck = await page.evaluate(() => {
    const slides = [...document.querySelectorAll('.slide')];
    const bySection = {};
    slides.forEach((s) => { (bySection[s.dataset.section] ||= []).push(s.textContent); });
    return {
      winners: [...document.querySelectorAll('.card[data-baseline]')].map((c) => c.dataset.baseline),
      capped: [...new Set(slides.filter((s) => s.hasAttribute('data-capped')).map((s) => s.dataset.section))],
      bySection,
      notes: slides.map((s) => s.querySelector('.notes p')?.textContent.trim() || ''),
    };
  });
  await page.goto(reportUrl, { waitUntil: 'load' });
  const sections = await page.evaluate((ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent || ''])), deck.capped);
  await page.close();
  const named = (text, name) => new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`).test(text);
  for (const id of deck.capped) {
    for (const w of deck.winners) {
      if (named(sections[id], w) && !deck.bySection[id].some((t) => named(t, w))) {
        fail(`${where}: the slides of "${id}" leave out ${w}, which beats the subject and which the report's section names`);
      }
    }
  }
  const seen = new Map();
  deck.notes.forEach((n, i) => {
    if (!n) fail(`${where}: slide ${i + 1} has no speaker notes`);
    else if (seen.has(n)) fail(`${where}: slides ${seen.get(n)} and ${i + 1} share their speaker notes`);
    else seen.set(n, i + 1);
  });
  summary.decks += 1;
  summary.slides += deck.notes.length;
}

// A redirect page (meta refresh) is checked as it shows before it moves on: a copy beside it
// without the refresh.
let stayed = 0;
function staying(file) {
  const html = readFileSync(file, 'utf8');
  if (!/http-equiv="refresh"/.test(html)) return { url: pathToFileURL(file).href, done() {} };
  const copy = `${file}.stay-${process.pid}-${stayed++}.html`;
  writeFileSync(copy, html.replace(/<meta http-equiv="refresh"[^>]*>/, ''));
  return { url: pathToFileURL(copy).href, done() { unlinkSync(copy); } };
}

// One page at every width: loaded once, then resized (as a window or a turning phone would
// be), since a report page takes seconds to load and its layout follows the width anyway.
async function checkPage(context, site, file) {
  const rel = relative(site.dir, file);
  const page = await context.newPage();
  await page.setViewportSize({ width: cfg.widths[0], height: 900 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  const target = staying(file);
  await page.goto(target.url, { waitUntil: 'load' });
  const deck = rel.endsWith('deck.html');
  if (deck) await page.waitForFunction(() => document.documentElement.dataset.deckReady);
  for (const width of cfg.widths) {
    const t0 = Date.now();
    const where = `${site.name}/${rel} @${width}px`;
    await page.setViewportSize({ width, height: 900 });
    await loadImages(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) { summary.overflows += 1; fail(`${where}: the page scrolls sideways by ${overflow} px`); }
    // The print page is laid out for paper (its PDF is checked page by page); on a screen it
    // keeps that layout.
    if (!deck && !rel.endsWith('print.html')) {
      const squeezed = await page.evaluate(squeezedCells);
      summary.squeezed += squeezed.length;
      squeezed.slice(0, 5).forEach((c) => fail(`${where}: a table cell is squeezed to ${c}`));
      const unlabelled = await page.evaluate(unlabelledCards);
      unlabelled.slice(0, 5).forEach((c) => fail(`${where}: a stacked table's cell is not labelled with its column: ${c}`));
    }
    const scopes = deck ? ['.slide'] : [':root'];
    const overlaps = await page.evaluate(overlapsIn, scopes);
    summary.overlaps += overlaps.length;
    overlaps.slice(0, 5).forEach((o) => fail(`${where}: text overlaps: ${o}`));
    if (deck) {
      const phone = await page.evaluate(() => ({
        stacked: document.documentElement.classList.contains('stacked'),
        font: Math.min(...[...document.querySelectorAll('.slide .body')].map((b) => parseFloat(getComputedStyle(b).fontSize) * (parseFloat(getComputedStyle(b.firstElementChild || b).zoom) || 1))),
        scale: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--scale')) || 1,
      }));
      // The body type as the reader sees it: its size times the slide's scale.
      const seen = phone.stacked ? phone.font : phone.font * phone.scale;
      if (seen < 10) fail(`${where}: slide text is ${seen.toFixed(1)} px on screen`);
    }
    await shot(page, join(cfg.shots, site.name, `${rel.replace(/[\/]/g, '_')}-${width}.png`), width, deck);
    summary.checks += 1;
    if (timing) timing.push([Date.now() - t0, where]);
  }
  errors.forEach((e) => fail(`${site.name}/${rel}: ${e}`));
  await page.close();
  target.done();
}

// Cells of a stacked table (one card per row) whose shown label is not their column's
// header (site.js copies the headers to the cells when the table stacks), or whose label
// cannot wrap: a long header kept to one line runs over the value beside it. An item/value
// table shows no labels, by design.
function unlabelledCards() {
  const out = [];
  for (const table of document.querySelectorAll('.stacked:not(.pairs) table, table.stacked:not(.pairs)')) {
    const headers = [...(table.tHead ? table.tHead.rows[0].cells : [])].map((th) => th.textContent.replace(/\s+/g, ' ').trim());
    for (const row of [...table.tBodies].flatMap((b) => [...b.rows]).slice(0, 30)) {
      [...row.cells].forEach((cell, i) => {
        const before = getComputedStyle(cell, '::before');
        const shown = before.content.replace(/^"|"$/g, '');
        if (shown && (before.whiteSpace === 'nowrap' || before.textWrapMode === 'nowrap')) out.push(`${JSON.stringify(cell.textContent.trim().slice(0, 30))}: its label ${shown} cannot wrap`);
        // A row's key may be left unlabelled on purpose (the home page's run tables).
        if (cell.tagName === 'TH' && cell.getAttribute('data-label') === '') return;
        if (i < headers.length && shown !== headers[i]) out.push(`${JSON.stringify(cell.textContent.trim().slice(0, 30))} shows ${shown}, not ${JSON.stringify(headers[i])}`);
      });
    }
  }
  return out;
}

// Table cells whose text is broken into lines of fewer than four characters on average, over
// three lines or more: a column squeezed so far that its words (or, in Chinese and Japanese,
// its characters) stand one or two per line. Waits two frames, so site.js has laid the tables
// out for this width.
async function squeezedCells() {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const out = [];
  const range = document.createRange();
  for (const cell of document.querySelectorAll('table th, table td')) {
    const text = cell.textContent.replace(/\s+/g, '');
    if ([...text].length < 4 || !cell.getClientRects().length) continue;
    range.selectNodeContents(cell);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size >= 3 && [...text].length / tops.size < 4) {
      out.push(`${tops.size} lines of ${([...text].length / tops.size).toFixed(1)} characters: "${cell.textContent.trim().slice(0, 40)}"`);
    }
  }
  return out;
}

async function checkSvg(context, site, file) {
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  const overlaps = await page.evaluate(overlapsIn, [':root']);
  summary.overlaps += overlaps.length;
  overlaps.slice(0, 5).forEach((o) => fail(`${site.name}/${relative(site.dir, file)}: text overlaps: ${o}`));
  summary.svgs += 1;
  await page.close();
}

const timing = process.env.PAGES_TIMING ? [] : null;

// A few pages at a time: most of a check is waiting for the browser.
async function pool(jobs, n) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
}
const guard = (what, f) => async () => {
  try { await f(); } catch (e) { fail(`${what}: check aborted: ${e.message.split('\n')[0]}`); }
};

const context = await launch();
const jobs = [];
const decks = [];
for (const site of cfg.sites) {
  const files = walk(site.dir);
  const pages = files.filter((f) => f.endsWith('.html'));
  summary.pages += pages.length;
  for (const file of pages) {
    const where = `${site.name}/${relative(site.dir, file)}`;
    jobs.push(guard(where, () => checkPage(context, site, file)));
    if (file.endsWith('deck.html')) {
      const index = join(file, '..', 'index.html');
      decks.push(guard(where, () => deckChecks(context, where, pathToFileURL(file).href, pathToFileURL(index).href)));
    }
  }
  for (const file of files.filter((f) => f.endsWith('.svg'))) {
    jobs.push(guard(`${site.name}/${relative(site.dir, file)}`, () => checkSvg(context, site, file)));
  }
}
await pool(jobs.concat(decks), Number(cfg.parallel) || 3);
await context.close();
if (timing) timing.sort((a, b) => b[0] - a[0]).slice(0, 15).forEach((t) => console.error(t.join(' ms ')));
report({ ...summary, failures });
