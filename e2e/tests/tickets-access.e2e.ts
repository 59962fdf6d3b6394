import { allTickets, apiStatus } from '../src/api';
import { baseUrl, SECOND, screenshot } from '../src/browser';
import { unexpectedConsoleErrors } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const { signIn } = useBrowserSuite();

test("another inventor opening the demo user's ticket sees Could not load ticket details.", async () => {
  const demo = await signIn();
  const ticket = (await allTickets(demo.page)).results[0];
  await demo.context.close();

  const second = await signIn(SECOND);
  const { page } = second;
  expect((await allTickets(page)).results.map((t) => t.id)).not.toContain(ticket.id);
  expect(await apiStatus(page, `/api/inventors/ticket/${ticket.id}`)).toBe(404);

  await page.goto(`${baseUrl()}/tickets/${ticket.id}`);
  await page.getByText('Could not load ticket details.', { exact: true }).waitFor();
  expect(await page.getByText(ticket.title).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  await screenshot(page, 'ticket-detail-forbidden');
  // The refused ticket load itself is logged by the browser; nothing else may be.
  expect(
    unexpectedConsoleErrors(second, [
      { status: 404, path: new RegExp(`^/api/inventors/ticket/${ticket.id}/?$`) },
    ]),
  ).toEqual([]);
});
