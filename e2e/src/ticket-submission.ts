import type { Page, Response } from 'playwright-core';

const CREATE = /^\/api\/inventors\/ticket\/create\/?$/;
const TICKET = /^\/api\/inventors\/ticket\/\d+\/?$/;

/**
 * The response to 'Submit Ticket' on the create form. The form autosaves a draft ticket 2 s after
 * the last change, and 'Submit Ticket' then completes that draft (PATCH) instead of filing a
 * second one (POST create/): which of the two it is depends on how fast the test filled the form,
 * so both count. An autosave answers a ticket still `is_draft`; the submission one that is not
 * (Chromium does not show a body with a file part, so the answer tells them apart). A refused
 * call counts too, so the test reports it rather than waiting. Start waiting before the click.
 */
export function ticketSubmission(page: Page, timeoutMs = 30_000): Promise<Response> {
  return page.waitForResponse(
    async (response) => {
      const request = response.request();
      const path = new URL(request.url()).pathname;
      const sends =
        (request.method() === 'POST' && CREATE.test(path)) ||
        (request.method() === 'PATCH' && TICKET.test(path));
      if (!sends) return false;
      if (!response.ok()) return true;
      const ticket = (await response.json()) as { is_draft?: boolean };
      return ticket.is_draft === false;
    },
    { timeout: timeoutMs },
  );
}
