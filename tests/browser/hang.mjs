// A browser check that never ends, for the test of the Rust side's watchdog: it starts
// Chromium (marked so the test can look for leftovers), opens a page and waits forever.
import { launch } from './lib.mjs';

const context = await launch({ extraArgs: ['--bench-site-hang-marker'] });
const page = await context.newPage();
await page.goto('data:text/html,<p>bench-site-hang-marker</p>');
console.log('started');
await new Promise(() => setInterval(() => {}, 1 << 30));
