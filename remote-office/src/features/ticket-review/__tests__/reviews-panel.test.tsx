import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { ReviewAssignment } from '@inventor-portal/shared/schemas';
import { makeInventorSummary } from '@inventor-portal/shared/test-fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import {
  makeOfficeInventor,
  makeOfficeTicketDetail,
  makeReviewAssignment,
  paged,
} from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });
afterEach(() => act(() => i18n.changeLanguage('en')));

const ticket = makeOfficeTicketDetail(7, {
  inventor_details: [{ ...makeInventorSummary(1, 'Ada Lovelace'), affiliation: 'Physics Lab' }],
});

function serve(reviews: ReviewAssignment[]) {
  server.use(
    http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
    http.get('*/api/office/tickets/7/reviews/', () => HttpResponse.json(reviews)),
  );
}

const panel = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Reviews' });
  return within(heading.closest('section') ?? document.body);
};

describe('Reviews panel', () => {
  it("shows each reviewer's state, scores and recommendation, the weighted mean, the spread and the server's warnings", async () => {
    serve([
      makeReviewAssignment(1, {
        state: 'submitted',
        scores: { novelty: 4, market: 3, engagement: 5 },
        score: 3.8,
        recommendation: 'file',
        comment: 'Strong case.',
        submitted_at: '2026-11-25T10:00:00Z',
      }),
      makeReviewAssignment(2, {
        state: 'submitted',
        scores: { novelty: 2, market: 2, engagement: 3 },
        score: 2.2,
        recommendation: 'more_info',
      }),
      makeReviewAssignment(3, {
        state: 'conflicted',
        conflict_note: 'Same lab',
        warnings: ['same_affiliation', 'co_inventor'],
      }),
    ]);
    renderOffice('/office/tickets/7');
    const reviews = await panel();
    const summary = await reviews.findByRole('definition', { name: '' }).catch(() => null);
    expect(summary).toBeNull();
    expect(await reviews.findByTestId('review-mean')).toHaveTextContent('3');
    expect(reviews.getByText('2.2 – 3.8')).toBeVisible();
    expect(
      reviews.getByText(
        'File a patent application: 1 · Do not file: 0 · Ask for more information: 1',
      ),
    ).toBeVisible();
    const first = reviews.getByRole('heading', { name: 'Reviewer 1' }).closest('li');
    expect(first).toHaveTextContent('Submitted');
    expect(first).toHaveTextContent('Score 3.8');
    expect(first).toHaveTextContent('Novelty: 4');
    expect(first).toHaveTextContent('Recommendation: File a patent application');
    expect(first).toHaveTextContent('Strong case.');
    // A submitted review cannot be removed.
    expect(
      within(first as HTMLElement).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();
    const third = reviews.getByRole('heading', { name: 'Reviewer 3' }).closest('li');
    expect(third).toHaveTextContent('Conflict declared: Same lab');
    expect(third).toHaveTextContent(
      'This reviewer shares an affiliation with an inventor of this ticket.',
    );
    expect(third).toHaveTextContent(
      'This reviewer co-authored a patent with an inventor of this ticket.',
    );
  });

  it('shows the recommendations under their French labels in French, never their keys', async () => {
    serve([
      makeReviewAssignment(1, {
        state: 'submitted',
        scores: { novelty: 4, market: 3, engagement: 5 },
        score: 3.8,
        recommendation: 'do_not_file',
        submitted_at: '2026-11-25T10:00:00Z',
      }),
    ]);
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/tickets/7');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Évaluations' });
    const reviews = within(heading.closest('section') ?? document.body);
    const first = (await reviews.findByRole('heading', { name: 'Reviewer 1' })).closest('li');
    expect(first).toHaveTextContent('Recommandation : Ne pas déposer');
    expect(first).not.toHaveTextContent('do_not_file');
    expect(
      reviews.getByText(
        'Déposer une demande de brevet : 0 · Ne pas déposer : 1 · Demander plus d’informations : 0',
      ),
    ).toBeVisible();
  });

  it('removes an assignment that is not submitted', async () => {
    let reviews = [makeReviewAssignment(1)];
    let deleted = false;
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
      http.get('*/api/office/tickets/7/reviews/', () => HttpResponse.json(reviews)),
      http.delete('*/api/office/tickets/7/reviews/1/', () => {
        deleted = true;
        reviews = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderOffice('/office/tickets/7');
    const p = await panel();
    await user.click(await p.findByRole('button', { name: "Remove Reviewer 1's assignment" }));
    expect(await p.findByText('No reviewer is assigned yet.')).toBeVisible();
    expect(deleted).toBe(true);
  });

  it('invites an outside expert by email and name, then assigns them with the due date', async () => {
    let reviews: ReviewAssignment[] = [];
    const calls: unknown[] = [];
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
      http.get('*/api/office/tickets/7/reviews/', () => HttpResponse.json(reviews)),
      http.post('*/api/office/reviewers/', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(
          { id: 90, name: 'Eve Expert', email: 'eve@expert.example', role: 'reviewer' },
          { status: 201 },
        );
      }),
      http.post('*/api/office/tickets/7/reviews/', async ({ request }) => {
        calls.push(await request.json());
        reviews = [makeReviewAssignment(4, { reviewer: { id: 90, name: 'Eve Expert' } })];
        return HttpResponse.json(
          {
            id: 4,
            ticket: 7,
            reviewer: { id: 90, name: 'Eve Expert' },
            state: 'invited',
            due_date: '2026-12-20',
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderOffice('/office/tickets/7');
    const p = await panel();
    await user.click(await p.findByRole('radio', { name: 'An outside expert' }));
    await user.type(p.getByRole('textbox', { name: "Expert's email" }), 'eve@expert.example');
    await user.type(p.getByRole('textbox', { name: "Expert's name" }), 'Eve Expert');
    await user.selectOptions(p.getByRole('combobox', { name: 'Language of the invitation' }), 'fr');
    await user.click(p.getByRole('button', { name: 'Invite and assign' }));
    expect(await p.findByRole('alert')).toHaveTextContent('Choose a due date.');
    await user.type(p.getByLabelText(/Due date/), '2026-12-20');
    await user.click(p.getByRole('button', { name: 'Invite and assign' }));
    expect(await p.findByText('Eve Expert is assigned.')).toBeVisible();
    expect(calls).toEqual([
      { email: 'eve@expert.example', name: 'Eve Expert', language: 'fr' },
      { reviewer: 90, due_date: '2026-12-20' },
    ]);
    expect(await p.findByRole('heading', { name: 'Eve Expert' })).toBeVisible();
  });

  it('finds an account by name, warns of a shared affiliation before assigning, and shows the server refusal', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
      http.get('*/api/office/tickets/7/reviews/', () => HttpResponse.json([])),
      http.get('*/api/office/inventors/', () =>
        HttpResponse.json(
          paged([
            makeOfficeInventor(3, 'Marie Curie', { affiliation: 'Physics Lab' }),
            makeOfficeInventor(4, 'No Account', { has_account: false }),
          ]),
        ),
      ),
      http.post('*/api/office/reviewers/', () =>
        HttpResponse.json({
          id: 33,
          name: 'Marie Curie',
          email: 'marie@example.com',
          role: 'inventor',
        }),
      ),
      http.post('*/api/office/tickets/7/reviews/', () =>
        HttpResponse.json(
          { reviewer: ['An inventor of this ticket cannot review it.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderOffice('/office/tickets/7');
    const p = await panel();
    await user.type(await p.findByRole('combobox', { name: 'Search an account by name' }), 'Mar');
    expect(await screen.findByRole('option', { name: /Marie Curie/ })).toBeVisible();
    expect(screen.queryByRole('option', { name: /No Account/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Marie Curie/ }));
    expect(
      p.getByText(/This account's affiliation \(Physics Lab\) is also an inventor's/),
    ).toBeVisible();
    await user.type(p.getByLabelText(/Due date/), '2026-12-20');
    await user.click(p.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(p.getByRole('alert')).toHaveTextContent(
        'An inventor of this ticket cannot review it.',
      ),
    );
  });
});
