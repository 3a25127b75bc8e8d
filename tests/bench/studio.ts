// The studio's editor in Chromium (the browser build served at /studio/), on a 300-block page:
// the time from a keystroke in a text field to the updated canvas, the time to apply a reorder,
// and the studio's start to an interactive editor. Each beside a baseline taken in the same
// browser in the same run: a keystroke in a bare <input> and its next frame.
import { percentileOf } from './load';
import { chromium, type Page } from '@playwright/test';
import type { StudioBenchLand } from './site-setup';

/** The targets, p95 in Chromium. */
export const STUDIO_TARGETS = { keystrokeMs: 50, reorderMs: 16 };

export interface StudioMeasures {
  blocks: number;
  baseline: number[];
  keystroke: number[];
  keystrokeApplied: number[];
  reorder: number[];
  reorderApplied: number[];
  start: number[];
}

/**
 * In the page: records the time from each keydown (or click) on `trigger` to the change of
 * `target` in the DOM (window.__applied: the update applied) and to the next frame after it
 * (window.__samples: what the eye gets).
 */
async function armProbe(page: Page, trigger: string, target: string, event: 'keydown' | 'click'): Promise<void> {
  // A script in a string: the bundler that runs this file would wrap named functions with a
  // helper the page does not have.
  await page.evaluate(`(() => {
    const w = window;
    w.__samples = [];
    w.__applied = [];
    if (w.__probe) w.__probe();
    let started = 0;
    const onEvent = () => { started = performance.now(); };
    const triggerElement = document.querySelector(${JSON.stringify(trigger)});
    triggerElement.addEventListener(${JSON.stringify(event)}, onEvent, { capture: true });
    const observer = new MutationObserver(() => {
      if (!started) return;
      const at = started;
      started = 0;
      const applied = performance.now() - at;
      w.__applied.push(applied);
      requestAnimationFrame(() => w.__samples.push(performance.now() - at));
    });
    observer.observe(document.querySelector(${JSON.stringify(target)}), {
      subtree: true, childList: true, characterData: true, attributes: true,
    });
    w.__probe = () => {
      observer.disconnect();
      triggerElement.removeEventListener(${JSON.stringify(event)}, onEvent, { capture: true });
    };
  })()`);
}

const samples = (page: Page) => page.evaluate<number>('window.__samples.length');

async function waitForSamples(page: Page, count: number): Promise<void> {
  for (let tries = 0; tries < 200 && (await samples(page)) < count; tries += 1) await page.waitForTimeout(10);
}

async function collect(page: Page): Promise<number[]> {
  return page.evaluate<number[]>('window.__samples');
}

async function collectApplied(page: Page): Promise<number[]> {
  return page.evaluate<number[]>('window.__applied');
}

async function signIn(page: Page, souk: string, username: string): Promise<void> {
  await page.goto(`${souk}/studio/`);
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(username);
  await page.getByLabel('Mot de passe').fill('souk-demo-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Ouvrir l’éditeur' }).first().waitFor();
}

/** Measures the editor on the land `commitStudioBenchSite` prepared. */
export async function runStudioBench(souk: string, land: StudioBenchLand, rounds = 60): Promise<StudioMeasures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();

    // Baseline: a keystroke in a bare input, to the frame that shows it.
    await page.setContent('<input id="bare"><p id="echo"></p>');
    await page.evaluate(`(() => {
      const input = document.getElementById('bare');
      input.addEventListener('input', () => { document.getElementById('echo').textContent = input.value; });
    })()`);
    await armProbe(page, '#bare', '#echo', 'keydown');
    await page.focus('#bare');
    for (let index = 0; index < rounds; index += 1) {
      await page.keyboard.press(index % 2 ? 'b' : 'a');
      await waitForSamples(page, index + 1);
    }
    const baseline = await collect(page);

    // Start: from the studio's address (signed in) to an editor ready on the 300-block page.
    await signIn(page, souk, land.username);
    const start: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const began = Date.now();
      await page.goto(`${souk}/studio/`);
      await page
        .locator('.studio-land', { hasText: land.storeName })
        .getByRole('button', { name: 'Ouvrir l’éditeur' })
        .click();
      await page.getByTestId('sync-status').waitFor();
      // The structure mounts the rows in view only (a windowed list); the canvas shows all 300.
      await page.locator('[data-container^="page:"] .studio-block-row').first().waitFor();
      await page.locator('[data-testid="canvas"] .site-page [data-block-id]').nth(299).waitFor({ state: 'attached' });
      start.push(Date.now() - began);
    }
    const firstRow = page.locator('[data-container^="page:"] > .studio-blocks > .studio-block-row').first();
    const blocks = Number(
      (await firstRow.getAttribute('aria-setsize')) ??
        (await page.locator('[data-container^="page:"] > .studio-blocks > .studio-block-row').count()),
    );

    // Keystroke: a Content block's French title, to the canvas showing it.
    const content = page.locator('[data-container^="page:"] .studio-block-row[data-block-type="Content"]').first();
    const blockId = await content.getAttribute('data-block-row');
    await content.locator('.studio-block-row__name').click();
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const input = page.locator('[data-field="title"]').getByLabel('Français');
    await input.fill('');
    await armProbe(
      page,
      '[data-field="title"] input[lang="fr"]',
      `[data-testid="canvas"] [data-block-id="${blockId}"]`,
      'keydown',
    );
    await input.focus();
    for (let index = 0; index < rounds; index += 1) {
      await page.keyboard.press(index % 2 ? 'b' : 'a');
      await waitForSamples(page, index + 1);
    }
    const keystroke = await collect(page);
    const keystrokeApplied = await collectApplied(page);

    // Reorder: the first block's "move down" button, to the canvas showing the new order.
    await page.getByRole('tab', { name: 'Structure' }).click();
    const first = page.locator('[data-container^="page:"] > .studio-blocks > .studio-block-row').first();
    await first.locator('.studio-block-row__name').click();
    await armProbe(page, '[data-container^="page:"] > .studio-blocks', '[data-testid="canvas"] .site-page', 'click');
    const reorder: number[] = [];
    for (let index = 0; index < rounds; index += 1) {
      // Alternately down and up: the same block moves back and forth between the first two places.
      const row = page.locator('[data-container^="page:"] > .studio-blocks > .studio-block-row').nth(index % 2);
      await row.hover();
      await row.getByRole('button', { name: index % 2 ? 'Monter' : 'Descendre' }).click();
      await waitForSamples(page, index + 1);
    }
    reorder.push(...(await collect(page)));
    const reorderApplied = await collectApplied(page);
    return { blocks, baseline, keystroke, keystrokeApplied, reorder, reorderApplied, start };
  } finally {
    await browser.close();
  }
}

/** Prints the figures, p50 and p95, and the ratio to the bare keystroke. */
export function reportStudio(title: string, measures: StudioMeasures): void {
  const base95 = percentileOf(measures.baseline, 95);
  console.log(`\n${title}`);
  console.log(
    'measure'.padEnd(44),
    'n'.padStart(4),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'vs bare'.padStart(8),
    '  target',
  );
  const line = (name: string, values: number[], target?: number) => {
    const p95 = percentileOf(values, 95);
    console.log(
      name.padEnd(44),
      String(values.length).padStart(4),
      percentileOf(values, 50).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      (p95 / base95).toFixed(2).padStart(8),
      target === undefined ? '' : `  p95 < ${target} ms: ${p95 < target ? 'met' : 'missed'}`,
    );
  };
  line('bare <input> keystroke to frame (baseline)', measures.baseline);
  line(`keystroke to canvas frame (${measures.blocks}-block page)`, measures.keystroke, STUDIO_TARGETS.keystrokeMs);
  line('  of which until the canvas DOM changed', measures.keystrokeApplied);
  line('reorder (move button) to canvas frame', measures.reorder);
  line('  reorder applied (canvas DOM changed)', measures.reorderApplied, STUDIO_TARGETS.reorderMs);
  line('start to interactive editor (sign-in kept)', measures.start);
}
