// Site check in a real browser: home and a report page in every given locale, at a phone and
// a desktop width: no console errors, no horizontal overflow, screenshots written; the language
// switch leads to the same page in the other locale; print.html prints to a PDF that reads
// like a report: its text holds the section titles, no page is blank or nearly empty, the
// contents give every section the page it starts on, and no word (a name, a number with its
// unit) is broken across lines at the paper's width.
// Usage: node site.mjs <site dir> <out dir> <json: {"pages": [...], "switch": [from, toLang], "print": [{"page", "titles", "min_pages"}]}>
// (every key optional)
import { launch, open, report } from './lib.mjs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const [site, out, spec] = process.argv.slice(2);
const cfg = JSON.parse(spec);
const url = (p) => pathToFileURL(join(site, p)).href;
const failures = [];
const context = await launch();
const shots = [];

for (const page of cfg.pages || []) {
  for (const width of [390, 1440]) {
    const { page: p, errors } = await open(context, url(page), { width, height: 900 });
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) failures.push(`${page} @${width}px overflows horizontally by ${overflow}px`);
    errors.forEach((e) => failures.push(`${page} @${width}px: ${e}`));
    const shot = join(out, `${page.replace(/[\/]/g, '_')}-${width}.png`);
    await p.screenshot({ path: shot, fullPage: false });
    shots.push(shot);
    await p.close();
  }
}

if (cfg.switch) {
  const [from, toLang] = cfg.switch;
  const { page: p } = await open(context, url(from), { width: 1440, height: 900 });
  const expected = url(from.replace(/^[^/]+\//, `${toLang}/`));
  await p.click(`nav.lang a[hreflang="${toLang}"]`);
  // waitForLoadState alone can answer for the page being left, before the click's navigation
  // has begun; waiting for the address (and then its load) cannot. A wrong address times out
  // here and is reported below.
  await p.waitForURL(expected, { waitUntil: 'load', timeout: 30000 }).catch(() => {});
  const lang = await p.evaluate(() => document.documentElement.lang);
  if (lang !== toLang) failures.push(`language switch: html lang is ${lang}, expected ${toLang}`);
  if (p.url() !== expected) failures.push(`language switch went to ${p.url()}, expected ${expected}`);
  await p.close();
}

// Words split across lines at the width of A4 portrait paper (182 mm of text), in the print
// stylesheet: every word of every text node outside code must sit on one line. A word is a
// run of Latin letters, digits and signs, a number bound to its unit by its no-break space
// included; a line may break after a hyphen or a dash, and anywhere between CJK characters.
async function brokenWords(p) {
  await p.setViewportSize({ width: 688, height: 1000 });
  await p.emulateMedia({ media: 'print' });
  const broken = await p.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode()) && out.length < 10) {
      if (node.parentElement.closest('code, pre')) continue;
      const text = node.nodeValue;
      const re = /[^ \t\n\r\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u2013\u2014\-]+-?/gu;
      let m;
      while ((m = re.exec(text))) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
    return out;
  });
  await p.emulateMedia({ media: 'screen' });
  return broken;
}

// How far down its printable area each PDF page is filled (0 to 1), from pdftotext's boxes.
function fills(pdf) {
  const xml = execFileSync('pdftotext', ['-bbox', pdf, '-'], { maxBuffer: 1 << 28 }).toString();
  return [...xml.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, , h, body]) => {
    const H = Number(h), margin = 18 / 25.4 * 72;
    const ys = [...body.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)]
      .map(([, a, b]) => [Number(a), Number(b)]).filter(([a, b]) => a > margin && b < H - margin);
    return ys.length ? (Math.max(...ys.map(([, b]) => b)) - margin) / (H - 2 * margin) : 0;
  });
}

const pdfs = [];
for (const { page, titles, min_pages } of cfg.print || []) {
  const { page: p, errors } = await open(context, url(page));
  errors.forEach((e) => failures.push(`${page} (print): ${e}`));
  const pdf = join(out, `${page.replace(/[\/]/g, '_')}.pdf`);
  await p.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  // print.js wrote the page numbers into the contents while the page was laid out to print.
  const toc = await p.evaluate(() => [...document.querySelectorAll('.toc li')].map((li) => ({
    title: (li.querySelector('.t') || li).textContent.trim(), page: Number(li.querySelector('.p')?.textContent),
  })));
  const broken = await brokenWords(p);
  await p.close();
  if (broken.length) failures.push(`${page}: words broken across lines on paper: ${broken.join(', ')}`);
  const info = execFileSync('pdfinfo', [pdf]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)[1]);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { maxBuffer: 1 << 28 }).toString();
  if (pages < (min_pages || 1)) failures.push(`${page}: ${pages} PDF pages, expected at least ${min_pages}`);
  const perPage = text.split('\f').slice(0, pages);
  const blank = perPage.map((t, i) => [t.trim().length, i + 1]).filter(([n]) => n === 0).map(([, i]) => i);
  if (blank.length) failures.push(`${page}: blank page(s) ${blank.join(', ')} of ${pages}`);
  const fill = fills(pdf);
  fill.slice(0, -1).forEach((f, i) => { if (f < 0.3) failures.push(`${page}: page ${i + 1} of ${pages} is nearly empty (${Math.round(f * 100)}% filled)`); });
  const flat = (t) => t.replace(/\s+/g, '');
  for (const t of titles || []) if (!flat(text).includes(flat(t))) failures.push(`${page}: PDF text lacks "${t}"`);
  if (!toc.length) failures.push(`${page}: no contents`);
  for (const { title, page: n } of toc) {
    if (!(n >= 1 && n <= pages)) failures.push(`${page}: contents give "${title}" no page (${n})`);
    else if (!flat(perPage[n - 1]).includes(flat(title))) failures.push(`${page}: contents say "${title}" starts on page ${n}, which does not show it`);
  }
  pdfs.push({ page, pages, contents: toc.length, least_filled: Math.min(...fill.slice(0, -1)) });
}

await context.close();
report({ failures, shots, pdfs });
