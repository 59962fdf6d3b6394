import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@inventor-portal/shared/i18n';
import { api } from '@inventor-portal/shared';
import type { Comment, Role } from '@inventor-portal/shared/schemas';
import { paged, renderPage, setupMswServer } from '@inventor-portal/shared/test-utils';
import { Discussion } from '../discussion';

const server = setupMswServer();

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const COMMENTS_URL = '*/api/inventors/ticket/7/comments/';

function makeComment(id: number, body: string, name = 'Ada Lovelace', role: Role = 'inventor') {
  const comment: Comment = {
    id,
    body,
    author: { id: role === 'office' ? 100 + id : 1, name, role },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
  return comment;
}

/** Serves the thread as `comments`, read again at every request; records the pages asked. */
function serveThread(comments: Comment[]) {
  const asked: { page: string | null; pageSize: string | null }[] = [];
  server.use(
    http.get(COMMENTS_URL, ({ request }) => {
      const url = new URL(request.url);
      asked.push({
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('page_size'),
      });
      return HttpResponse.json(paged(comments));
    }),
  );
  return asked;
}

const thread = () => screen.findByRole('list', { name: 'Comments' });
const composer = () => screen.getByRole('textbox', { name: 'Your comment' });

describe('Discussion', () => {
  it('lists the thread oldest first, each comment with its author, role and time', async () => {
    const asked = serveThread([
      makeComment(1, 'What is the prior art?', 'Marie Curie', 'office'),
      makeComment(2, 'See the attached paper.'),
    ]);
    renderPage(<Discussion ticketId={7} />);

    const section = screen.getByRole('region', { name: 'Discussion' });
    const items = within(await thread()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Marie CurieOffice.*What is the prior art\?$/),
      expect.stringMatching(/^Ada LovelaceInventor.*See the attached paper\.$/),
    ]);
    expect(items[0]).toHaveAttribute('data-role', 'office');
    expect(within(items[0]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 2, name: 'Discussion' })).toBeVisible();
    expect(asked).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it("loads the next, newer page with 'Show n more comments'", async () => {
    server.use(
      http.get(COMMENTS_URL, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        return page === '1'
          ? HttpResponse.json({
              count: 3,
              next: 'http://localhost/api/inventors/ticket/7/comments/?page=2',
              previous: null,
              results: [makeComment(1, 'First'), makeComment(2, 'Second')],
            })
          : HttpResponse.json({
              count: 3,
              next: null,
              previous: 'http://localhost/api/inventors/ticket/7/comments/?page=1',
              results: [makeComment(3, 'Third')],
            });
      }),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);
    expect(within(await thread()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show 1 more comment' }));

    expect(await screen.findByText('Third')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Comments' }))
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByRole('button', { name: /more comment/ })).not.toBeInTheDocument();
  });

  it("says 'No comments yet.' for an empty thread", async () => {
    serveThread([]);
    renderPage(<Discussion ticketId={7} />);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then a failure with Retry that loads the thread again', async () => {
    let fail = true;
    server.use(
      http.get(COMMENTS_URL, () =>
        fail
          ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 })
          : HttpResponse.json(paged([makeComment(1, 'Back again')])),
      ),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);
    expect(screen.getByText('Loading comments…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the discussion.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('counts the characters typed out of 2000', async () => {
    serveThread([]);
    const { user } = renderPage(<Discussion ticketId={7} />);
    await screen.findByText('No comments yet.');
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('maxlength', '2000');

    await user.type(composer(), 'Hello');

    expect(screen.getByText('5/2000')).toBeInTheDocument();
    expect(composer()).toHaveAccessibleDescription(
      'Press Ctrl+Enter (⌘+Enter on a Mac) to send. 5/2000',
    );
  });

  it('sends with Ctrl+Enter (Enter alone is a new line), then shows and announces the comment', async () => {
    const comments: Comment[] = [makeComment(1, 'Any news?')];
    const posted: unknown[] = [];
    serveThread(comments);
    server.use(
      http.post(COMMENTS_URL, async ({ request }) => {
        const body = (await request.json()) as { body: string };
        posted.push(body);
        const comment = makeComment(2, body.body);
        comments.push(comment);
        return HttpResponse.json(comment, { status: 201 });
      }),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);
    await thread();

    await user.type(composer(), '  Line one{Enter}line two  ');
    expect(posted).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText(/Line one\s+line two/)).toBeInTheDocument();
    expect(posted).toEqual([{ body: 'Line one\nline two' }]);
    expect(composer()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Your comment was sent.');
  });

  it('sends with Cmd+Enter and with the Send button', async () => {
    const posted: string[] = [];
    const comments: Comment[] = [];
    serveThread(comments);
    server.use(
      http.post(COMMENTS_URL, async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        posted.push(body);
        comments.push(makeComment(posted.length, body));
        return HttpResponse.json(comments[comments.length - 1], { status: 201 });
      }),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);
    await screen.findByText('No comments yet.');

    await user.type(composer(), 'By Cmd');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await screen.findByText('By Cmd');
    await user.type(composer(), 'By button');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('By button');
    expect(posted).toEqual(['By Cmd', 'By button']);
  });

  it("says 'Comment cannot be empty.' on the field for blank text, without a call", async () => {
    serveThread([]);
    const { user } = renderPage(<Discussion ticketId={7} />);
    await screen.findByText('No comments yet.');

    await user.type(composer(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(composer()).toBeInvalid();
    expect(composer()).toHaveAccessibleDescription(
      expect.stringContaining('Comment cannot be empty.'),
    );
  });

  it("shows the server's 400 message on the field and keeps the text", async () => {
    serveThread([]);
    server.use(
      http.post(COMMENTS_URL, () =>
        HttpResponse.json({ body: ['Max 2000 characters'] }, { status: 400 }),
      ),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);
    await screen.findByText('No comments yet.');

    await user.type(composer(), 'Too long, says the server');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Max 2000 characters')).toBeInTheDocument();
    expect(composer()).toBeInvalid();
    expect(composer()).toHaveValue('Too long, says the server');
  });

  it('shows any other failure below the field', async () => {
    serveThread([]);
    server.use(http.post(COMMENTS_URL, () => HttpResponse.error()));
    const { user } = renderPage(<Discussion ticketId={7} />);
    await screen.findByText('No comments yet.');

    await user.type(composer(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your comment could not be sent. Please try again.',
    );
    expect(composer()).toHaveValue('Hello');
  });

  it("announces a comment that arrives while the thread is open (the thread's tag refreshed)", async () => {
    const comments = [makeComment(1, 'Any news?')];
    serveThread(comments);
    const { store } = renderPage(<Discussion ticketId={7} />);
    await thread();
    expect(screen.getByRole('status')).toHaveTextContent('');

    comments.push(makeComment(2, 'We need the drawings.', 'Marie Curie', 'office'));
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Comment', id: 7 }]));
    });

    expect(await screen.findByText('We need the drawings.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New comment from Marie Curie.');
  });

  it('shows nothing, and asks nothing, for a draft', async () => {
    const asked = serveThread([]);
    renderPage(<Discussion ticketId={7} isDraft />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('speaks French, server messages included', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serveThread([makeComment(1, 'Bonjour', 'Marie Curie', 'office')]);
    server.use(
      http.post(COMMENTS_URL, () =>
        HttpResponse.json({ body: ['Comment cannot be empty.'] }, { status: 400 }),
      ),
    );
    const { user } = renderPage(<Discussion ticketId={7} />);

    const list = await screen.findByRole('list', { name: 'Commentaires' });
    expect(within(list).getByText('Bureau')).toBeInTheDocument();
    expect(within(list).getByText('il y a 5 minutes')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Votre commentaire' });
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le commentaire ne peut pas être vide.')).toBeInTheDocument();
  });
});
