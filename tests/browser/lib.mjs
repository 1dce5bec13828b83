// Shared by the browser checks: launch Debian's Chromium headless with a fresh profile and no
// background networking (the machine has no network; the pages are served from file://).
import { chromium } from 'playwright-core';
import { mkdtempSync, writeFileSync } from 'node:fs';
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

export async function launch(options = {}) {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-site-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    env: fontconfig(),
    ...options,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--allow-file-access-from-files',
    ],
  });
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

/// Prints the result as one JSON line for the Rust side and exits non-zero on failure.
export function report(result) {
  console.log(JSON.stringify(result));
  process.exit(result.failures && result.failures.length ? 1 : 0);
}
