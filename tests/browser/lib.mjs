// Shared by the browser checks: launch Debian's Chromium headless with a fresh profile and no
// background networking (the machine has no network; the pages are served from file://).
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function launch() {
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-site-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
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
