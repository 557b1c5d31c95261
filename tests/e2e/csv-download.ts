import type { Page } from '@playwright/test';

/** Clicks a report's CSV button and answers the lines of the file the browser saved. */
export async function csvOf(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  let text = '';
  for await (const chunk of await (await download).createReadStream()) text += chunk;
  return text.trim().split('\r\n');
}
