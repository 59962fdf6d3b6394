import { allPatents, apiStatus } from '../src/api';
import { baseUrl, SECOND, screenshot } from '../src/browser';
import { unexpectedConsoleErrors } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const { signIn } = useBrowserSuite();

test("another inventor opening the demo user's patent sees Could not load patent details.", async () => {
  const demo = await signIn();
  const patent = (await allPatents(demo.page)).results[0];
  await demo.context.close();

  const second = await signIn(SECOND);
  const { page } = second;
  expect((await allPatents(page)).results.map((p) => p.id)).not.toContain(patent.id);
  expect(await apiStatus(page, `/api/inventors/patent/${patent.id}`)).toBe(404);

  await page.goto(`${baseUrl()}/patents/${patent.id}`);
  await page.getByText('Could not load patent details.', { exact: true }).waitFor();
  expect(await page.getByText(patent.title).count()).toBe(0);
  await screenshot(page, 'patent-detail-forbidden');
  expect(
    unexpectedConsoleErrors(second, [
      { status: 404, path: new RegExp(`^/api/inventors/patent/${patent.id}/?$`) },
    ]),
  ).toEqual([]);
});
