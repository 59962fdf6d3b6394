import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { MyReviewRow } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeMyReview, makeRow, makeTicket } from '@remote-review/test/fixtures';
import { renderReview } from '@remote-review/test/render';
import { server } from '@remote-review/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

const serveList = (rows: MyReviewRow[]) =>
  server.use(http.get('*/api/reviews/', () => HttpResponse.json(rows)));

describe('My reviews', () => {
  it('lists my assignments in the server order with their due dates and states', async () => {
    serveList([
      makeRow(1, { state: 'invited', due_date: '2026-12-15' }),
      makeRow(2, { state: 'in_progress' }),
      makeRow(3, { state: 'submitted' }),
    ]);
    renderReview('/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Ticket 101' })).toHaveAttribute(
      'href',
      '/reviews/1',
    );
    expect(items[0]).toHaveTextContent(/Due Dec 15, 2026|Due 12\/15\/2026/);
    expect(items[0]).toHaveTextContent('To declare');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[2]).toHaveTextContent('Submitted');
  });

  it('says so when there is nothing to review, in French too', async () => {
    serveList([]);
    await act(() => i18n.changeLanguage('fr'));
    renderReview('/reviews');
    expect(await screen.findByText('Vous n’avez aucune évaluation à faire.')).toBeVisible();
  });
});

describe('The ticket under review', () => {
  const serveOpen = () =>
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json([makeRow(1, { state: 'in_progress' })])),
      http.get('*/api/reviews/1/', () => HttpResponse.json(makeMyReview(1))),
      http.get('*/api/reviews/1/ticket/', () =>
        HttpResponse.json(makeTicket(101, makeMyReview(1))),
      ),
    );

  it('shows the answers under the labels of the ticket’s form version, never their keys', async () => {
    serveOpen();
    renderReview('/reviews/1');
    expect(await screen.findByText('Technology readiness level')).toBeVisible();
    expect(screen.getByText('Validated in the lab')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Readiness' })).toBeVisible();
    expect(screen.queryByText('trl')).not.toBeInTheDocument();
  });

  it('shows them in French for a French reader', async () => {
    serveOpen();
    await act(() => i18n.changeLanguage('fr'));
    renderReview('/reviews/1');
    expect(await screen.findByText('Niveau de maturité technologique')).toBeVisible();
    expect(screen.getByText('Validée en laboratoire')).toBeVisible();
  });
});

describe('Conflict-of-interest declaration', () => {
  it('shows only the title before declaring, then opens the ticket after "no conflict"', async () => {
    let state: MyReviewRow['state'] = 'invited';
    let declared: unknown = null;
    let ticketCalls = 0;
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json([makeRow(1, { state })])),
      http.post('*/api/reviews/1/declare/', async ({ request }) => {
        declared = await request.json();
        state = 'in_progress';
        return HttpResponse.json(makeMyReview(1));
      }),
      http.get('*/api/reviews/1/ticket/', () => {
        ticketCalls += 1;
        return HttpResponse.json(makeTicket(101, makeMyReview(1)));
      }),
    );
    const { user } = renderReview('/reviews/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 101' })).toBeVisible();
    expect(screen.queryByText('A kite that harvests tidal energy.')).not.toBeInTheDocument();
    expect(ticketCalls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Declare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the answers.');

    await user.click(screen.getByRole('radio', { name: 'No, I have no conflict of interest' }));
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText('A kite that harvests tidal energy.')).toBeVisible();
    expect(declared).toEqual({ conflict: false });
    expect(screen.getByRole('heading', { name: 'Inventors' })).toBeVisible();
    expect(screen.getByText('Ada Lovelace: 60 %')).toBeVisible();
    expect(screen.getByRole('link', { name: 'drawing.pdf' })).toHaveAttribute(
      'href',
      '/api/files/attachments/9/drawing.pdf',
    );
  });

  it('sends a declared conflict with its note, and the ticket stays closed', async () => {
    let state: MyReviewRow['state'] = 'invited';
    let declared: unknown = null;
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json([makeRow(1, { state })])),
      http.post('*/api/reviews/1/declare/', async ({ request }) => {
        declared = await request.json();
        state = 'conflicted';
        return HttpResponse.json(makeMyReview(1, { state: 'conflicted' }));
      }),
    );
    const { user } = renderReview('/reviews/1');
    await user.click(
      await screen.findByRole('radio', { name: 'Yes, I have a conflict of interest' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Note for the office (optional)' }),
      'Co-author of the inventor',
    );
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText(/You declared a conflict of interest/)).toBeVisible();
    expect(declared).toEqual({ conflict: true, note: 'Co-author of the inventor' });
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('explains two-factor sign-in, with a link to Settings, when the server asks for it', async () => {
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json([makeRow(1, { state: 'in_progress' })])),
      http.get('*/api/reviews/1/ticket/', () =>
        HttpResponse.json(
          { detail: 'Set up two-factor sign-in first.', code: 'two_factor_required' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderReview('/reviews/1');
    expect(await screen.findByText(/Set up two-factor sign-in before reading/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Set up two-factor sign-in in Settings' }));
    expect(await screen.findByText('Settings page')).toBeVisible();
  });
});

describe('Scoring form', () => {
  const serveOpen = (onPut: (body: unknown) => void, onSubmit: () => void = () => {}) => {
    let state: MyReviewRow['state'] = 'in_progress';
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json([makeRow(1, { state })])),
      http.get('*/api/reviews/1/ticket/', () =>
        HttpResponse.json(makeTicket(101, makeMyReview(1, { state, scores: { novelty: 2 } }))),
      ),
      http.put('*/api/reviews/1/', async ({ request }) => {
        const body = await request.json();
        onPut(body);
        return HttpResponse.json(makeMyReview(1));
      }),
      http.post('*/api/reviews/1/submit/', () => {
        onSubmit();
        state = 'submitted';
        return HttpResponse.json(makeMyReview(1, { state: 'submitted' }));
      }),
      http.get('*/api/reviews/1/others/', () =>
        HttpResponse.json([
          {
            id: 2,
            reviewer: { id: 8, name: 'Ben Expert' },
            scores: { novelty: 4, market: 4, engagement: 2 },
            score: 3.6,
            recommendation: 'file',
            comment: 'Worth filing.',
            submitted_at: '2026-11-25T10:00:00Z',
          },
        ]),
      ),
    );
  };

  it('describes every level, restores saved scores and saves as the reviewer goes, announcing "Saved"', async () => {
    const puts: unknown[] = [];
    serveOpen((body) => puts.push(body));
    const { user } = renderReview('/reviews/1');
    const novelty = await screen.findByRole('radiogroup', { name: 'Novelty (weight 4)' });
    expect(within(novelty).getAllByRole('radio')).toHaveLength(5);
    expect(
      within(novelty).getByRole('radio', {
        name: '2 — Weak: some merit, with serious shortcomings',
      }),
    ).toBeChecked();

    const market = screen.getByRole('radiogroup', { name: 'Market (weight 4)' });
    await user.click(
      within(market).getByRole('radio', { name: '4 — Good: strong, with minor reservations' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Promising');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    // One PUT after the pause, not one per keystroke, with everything entered so far.
    expect(puts).toHaveLength(1);
    expect(puts[0]).toEqual({
      scores: { novelty: 2, market: 4 },
      recommendation: null,
      comment: 'Promising',
    });
  });

  it('asks for every score and a recommendation, then submits for good after a confirmation and shows the other reviews', async () => {
    let submitted = 0;
    serveOpen(
      () => {},
      () => (submitted += 1),
    );
    const { user } = renderReview('/reviews/1');
    await screen.findByRole('radiogroup', { name: 'Market (weight 4)' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Score every criterion and choose a recommendation before you submit.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Market (weight 4)' })).getByRole('radio', {
        name: /^3 —/,
      }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Inventor engagement (weight 2)' })).getByRole(
        'radio',
        { name: /^5 —/ },
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'File a patent application' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit for good' }),
    );
    expect(await screen.findByText(/Your review is submitted/)).toBeVisible();
    expect(submitted).toBe(1);
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(await screen.findByText('Ben Expert')).toBeVisible();
    expect(screen.getByText('Worth filing.')).toBeVisible();
  });
});
