// Shared by the browser checks: launch Debian's Chromium headless with a fresh profile and no
// background networking (the machine has no network; the pages are served from file://).
import { chromium } from 'playwright-core';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// The pages name Noto Sans CJK SC for Chinese text (the figures are laid out with it). CI
// machines and this one have no CJK font installed, so the browser gets the theme's bundled
// subset through a fontconfig file that adds its folder to the system's fonts: Chinese pages
// are measured and photographed as a reader with the usual fonts sees them, not as boxes.
function fontconfig() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-fonts-'));
  const fonts = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'themes', 'default', 'fonts');
  const conf = join(dir, 'fonts.conf');
  writeFileSync(conf, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`);
  return { ...process.env, FONTCONFIG_FILE: conf };
}

export async function launch({ extraArgs = [], ...options } = {}) {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  // The Rust side names a folder for the profiles, so that it can find and stop every Chromium
  // process of this run by its command line should the run hang.
  const root = process.env.BENCH_SITE_BROWSER_PROFILES || tmpdir();
  const userDataDir = mkdtempSync(join(root, 'bench-site-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    env: fontconfig(),
    ...options,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--allow-file-access-from-files', ...extraArgs,
    ],
  });
  // A line per page load in the file the Rust side watches: a run that goes quiet for minutes
  // is stuck, however long a healthy one takes.
  const progress = process.env.BENCH_SITE_BROWSER_PROGRESS;
  if (progress) {
    context.on('page', (page) => page.on('load', () => appendFileSync(progress, `${page.url().slice(0, 200)}\n`)));
  }
  return context;
}

/// Opens `url` in a new page and collects console errors and failed requests.
export async function open(context, url, viewport) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => errors.push(`requestfailed: ${r.url()}`));
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

// Runs in the page: every text box inside `scopes` (CSS selectors; `:root` for the whole
// document), and the pairs of boxes of different text that overlap. A box is a text node's
// line fragment (an SVG <text> element's box), shrunk to its middle half in height so the
// ascent and descent of adjacent lines never count as a collision.
export function overlapsIn(selectors) {
  // The part of the screen an element's text can show in: clipped by every scrolling or
  // clipping box around it (a table's scroll box, a visually hidden header), or null when
  // nothing of it can show (display: none, a closed <details>).
  const clips = new Map();
  function clipOf(el) {
    if (!el || el === document.documentElement) return { x0: -1e9, y0: -1e9, x1: 1e9, y1: 1e9 };
    if (clips.has(el)) return clips.get(el);
    let c = clipOf(el.parentElement);
    const s = getComputedStyle(el);
    if (c && (s.display === 'none' || (el.parentElement?.tagName === 'DETAILS' && !el.parentElement.open && el.tagName !== 'SUMMARY'))) c = null;
    if (c && s.overflow !== 'visible') {
      const r = el.getBoundingClientRect();
      c = { x0: Math.max(c.x0, r.left), y0: Math.max(c.y0, r.top), x1: Math.min(c.x1, r.right), y1: Math.min(c.y1, r.bottom) };
      if (c.x1 - c.x0 <= 2 || c.y1 - c.y0 <= 2) c = null;
    }
    clips.set(el, c);
    return c;
  }
  function boxes(scope) {
    const out = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const seen = new Map();
    let node;
    while ((node = walker.nextNode())) {
      const text = node.nodeValue.trim();
      if (!text) continue;
      const el = node.parentElement;
      const clip = el && !el.closest('script, style, title, desc') ? clipOf(el) : null;
      if (!clip) continue;
      const svgText = el.closest('text');
      let rects, key;
      if (svgText && el.closest('svg')) {
        if (seen.has(svgText)) continue;
        seen.set(svgText, true);
        rects = [svgText.getBoundingClientRect()];
        key = svgText;
      } else {
        const r = document.createRange();
        r.selectNodeContents(node);
        rects = [...r.getClientRects()];
        key = node;
      }
      for (const rc of rects) {
        if (rc.width < 0.5 || rc.height < 0.5) continue;
        const box = {
          key, text: text.slice(0, 48),
          x0: Math.max(rc.left, clip.x0), x1: Math.min(rc.right, clip.x1),
          y0: Math.max(rc.top + rc.height / 4, clip.y0), y1: Math.min(rc.bottom - rc.height / 4, clip.y1),
        };
        if (box.x1 - box.x0 > 0.5 && box.y1 - box.y0 > 0.5) out.push(box);
      }
    }
    return out;
  }
  function collisions(list) {
    list.sort((a, b) => a.y0 - b.y0);
    const found = [];
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      for (let j = i + 1; j < list.length && list[j].y0 < a.y1; j++) {
        const b = list[j];
        if (a.key === b.key) continue;
        const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (w > 1 && h > 1) found.push(`"${a.text}" / "${b.text}"`);
      }
    }
    return found;
  }
  const out = [];
  for (const sel of selectors) {
    document.querySelectorAll(sel).forEach((scope, i) => {
      collisions(boxes(scope)).forEach((c) => out.push(`${sel}[${i + 1}]: ${c}`));
    });
  }
  return out;
}

/// Prints the result as one JSON line for the Rust side and exits non-zero on failure.
export function report(result) {
  console.log(JSON.stringify(result));
  process.exit(result.failures && result.failures.length ? 1 : 0);
}
