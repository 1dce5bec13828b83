// Hostile-string check in a real browser: every given page opens with no dialog (alert,
// confirm, prompt), no console error, no page error and no failed request, and holds no element
// or attribute that archive text could have injected: no event-handler attribute, no
// `javascript:` URL, no iframe/object/embed/base/form, no element or script naming the XSS
// markers the corpus uses.
// Usage: node hostile.mjs <json: {"pages": ["/abs/path.html", ...]}>
import { launch, report } from './lib.mjs';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';

const cfg = JSON.parse(process.argv[2]);
const failures = [];
const context = await launch();
let checked = 0;

for (const file of cfg.pages) {
  const page = await context.newPage();
  const problems = [];
  page.on('dialog', async (d) => { problems.push(`dialog (${d.type()}): ${d.message()}`); await d.dismiss(); });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 200)}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 200)}`));
  page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url().slice(0, 200)}`));
  const href = pathToFileURL(file).href;
  await page.goto(href, { waitUntil: 'load' });
  // The root page redirects at once (meta refresh): the check waits until the page it names
  // has loaded, since a check started before the redirect would lose its document half-way.
  const target = redirectTarget(file, href);
  if (target) await page.waitForURL(target, { waitUntil: 'load', timeout: 60000 });
  // page.evaluate has no timeout of its own: a renderer that stops answering (seen once in
  // CI, never reproduced) would hang the suite, so a check that takes a minute counts as
  // stuck and the page is loaded again; a navigation nobody expected gets a moment to finish.
  let injected;
  for (let attempt = 0; attempt < 3 && injected === undefined; attempt++) {
    try {
      await page.waitForLoadState('load');
      injected = await within(60000, page.evaluate(inspect));
    } catch (e) {
      if (!/context was destroyed|navigat|stuck/i.test(e.message) || attempt === 2) throw e;
      if (/stuck/.test(e.message)) await page.reload({ waitUntil: 'load' });
      else await page.waitForTimeout(1000);
    }
  }
  injected.forEach((i) => problems.push(`injected ${i}`));
  problems.forEach((p) => failures.push(`${file}: ${p}`));
  checked += 1;
  await page.close();
}

await context.close();
report({ failures: failures.slice(0, 50), checked });

// The address a page's meta refresh sends the reader to, resolved against the page's own, or
// null for a page that stays.
function redirectTarget(file, href) {
  const html = readFileSync(file, 'utf8');
  const meta = html.match(/<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=([^"]+)"/i);
  return meta ? new URL(meta[1].replace(/&amp;/g, '&'), href).href : null;
}

// `promise`, or an error once `ms` have passed.
function within(ms, promise) {
  let timer;
  const stuck = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`stuck for ${ms} ms`)), ms); });
  return Promise.race([promise, stuck]).finally(() => clearTimeout(timer));
}

// Runs in the page: every element or attribute that archive text could have injected.
function inspect() {
  const found = [];
  const marker = /xss|alert\(|prompt\(|confirm\(/i;
  for (const el of document.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['iframe', 'object', 'embed', 'base', 'form', 'frame', 'frameset', 'applet'].includes(tag)) found.push(`<${tag}>`);
    if (marker.test(tag)) found.push(`element <${tag}>`);
    if (tag === 'script' && marker.test(el.textContent)) found.push('script with a marker');
    for (const a of el.attributes) {
      if (a.name.startsWith('on')) found.push(`<${tag} ${a.name}>`);
      if (marker.test(a.name)) found.push(`<${tag}> attribute ${a.name}`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(a.name) && /^\s*(javascript|data|vbscript):/i.test(a.value)) {
        found.push(`<${tag} ${a.name}="${a.value.slice(0, 60)}">`);
      }
    }
  }
  return found;
}
