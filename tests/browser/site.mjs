// Site check in a real browser: home and a report page in every given locale, at a phone and
// a desktop width: no console errors, no horizontal overflow, screenshots written; the language
// switch leads to the same page in the other locale; print.html prints to a PDF whose text
// holds the section titles, with no blank page.
// Usage: node site.mjs <site dir> <out dir> <json: {"pages": [...], "switch": [from, toLang], "print": [{"page", "titles"}]}>
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

for (const page of cfg.pages) {
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

const [from, toLang] = cfg.switch;
{
  const { page: p } = await open(context, url(from), { width: 1440, height: 900 });
  await p.click(`nav.lang a[hreflang="${toLang}"]`);
  await p.waitForLoadState('load');
  const lang = await p.evaluate(() => document.documentElement.lang);
  const expected = url(from.replace(/^[^/]+\//, `${toLang}/`));
  if (lang !== toLang) failures.push(`language switch: html lang is ${lang}, expected ${toLang}`);
  if (p.url() !== expected) failures.push(`language switch went to ${p.url()}, expected ${expected}`);
  await p.close();
}

const pdfs = [];
for (const { page, titles, min_pages } of cfg.print) {
  const { page: p, errors } = await open(context, url(page));
  errors.forEach((e) => failures.push(`${page} (print): ${e}`));
  const pdf = join(out, `${page.replace(/[\/]/g, '_')}.pdf`);
  await p.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await p.close();
  const info = execFileSync('pdfinfo', [pdf]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)[1]);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  if (pages < (min_pages || 1)) failures.push(`${page}: ${pages} PDF pages, expected at least ${min_pages}`);
  const perPage = text.split('\f').slice(0, pages);
  const blank = perPage.map((t, i) => [t.trim().length, i + 1]).filter(([n]) => n === 0).map(([, i]) => i);
  if (blank.length) failures.push(`${page}: blank page(s) ${blank.join(', ')} of ${pages}`);
  const flat = text.replace(/\s+/g, '');
  for (const t of titles) if (!flat.includes(t.replace(/\s+/g, ''))) failures.push(`${page}: PDF text lacks "${t}"`);
  pdfs.push({ page, pages });
}

await context.close();
report({ failures, shots, pdfs });
