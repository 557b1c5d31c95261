import { expect, test } from '@playwright/test';

/**
 * Issue 15: GraphiQL at /graphql works on a machine without internet. Every request that leaves the gateway
 * is refused here, so a page that still loaded anything from a CDN would stay blank.
 */
test('GraphiQL renders and runs a query with every other host unreachable', async ({ page, baseURL }) => {
  const gateway = new URL(baseURL!).host;
  const refused: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol.startsWith('http') && url.host !== gateway) {
      refused.push(url.href);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  // GraphiQL takes its first query from the address, as a link to a prepared query would give it.
  await page.goto(`/graphql?query=${encodeURIComponent('{ me { username } }')}`);
  await expect(page).toHaveTitle('Signage console GraphQL');
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('graphiql-offline.png') });
  await run.click();
  // Without a token the gateway answers that signing in is needed: the request went out and the answer is shown.
  await expect(page.getByText('"UNAUTHENTICATED"').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('graphiql-offline-answer.png') });
  expect(refused).toEqual([]);
});
