import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { i18n } from '@inventor-portal/shared/i18n';
import type { TicketAttachment } from '@inventor-portal/shared/schemas';
import { renderPage, setupMswServer } from '@inventor-portal/shared/test-utils';
import { AttachmentsPanel, type AttachmentsPanelProps } from '../index';

const server = setupMswServer();

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const LIST_URL = '*/api/inventors/ticket/7/attachments/';

function makeAttachment(id: number, name: string, size = 2048): TicketAttachment {
  return {
    id,
    name,
    size,
    content_type: 'application/pdf',
    url: `/api/files/attachments/key${id}abcdefghijklmnop.pdf`,
    uploaded_by: { id: 1, name: 'Ada Lovelace' },
    created_at: '2026-03-14T09:30:00Z',
  };
}

/**
 * Serves the ticket's list (read again at every request) and takes uploads: each POST adds a
 * row, unless `refuse` answers it. Records what was sent.
 */
function serveTicket(
  initial: TicketAttachment[],
  refuse?: (count: number) => Record<string, string[]> | null,
) {
  const list = [...initial];
  const posted: { csrf: string | null }[] = [];
  const deleted: string[] = [];
  server.use(
    http.get(LIST_URL, () => HttpResponse.json(list)),
    http.post(LIST_URL, async ({ request }) => {
      const count = posted.push({ csrf: request.headers.get('x-csrftoken') });
      const refusal = refuse?.(count) ?? null;
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      const file = (await request.formData()).get('file');
      const sent = typeof file === 'object' && file !== null ? file : null;
      const row = makeAttachment(100 + count, sent?.name ?? '?', sent?.size ?? 0);
      list.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.delete(`${LIST_URL}:aid/`, ({ params }) => {
      deleted.push(String(params.aid));
      const index = list.findIndex((a) => String(a.id) === params.aid);
      if (index >= 0) list.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, deleted };
}

function renderPanel(props: Partial<AttachmentsPanelProps> = {}) {
  return renderPage(<AttachmentsPanel ticketId={7} canEdit {...props} />, {
    // The picker offers the accepted types; a user can still choose "All files".
    user: { applyAccept: false },
  });
}

const picker = () => screen.getByLabelText('Choose files');
const status = () => screen.getByRole('status');
/**
 * A file as the picker gives it. Node's File: jest's jsdom has Node's FormData (for MSW), which
 * takes only Node's Blobs; a browser's File is both.
 */
const fileOf = (name: string, content = 'data', type = 'application/pdf') =>
  new NodeFile([content], name, { type }) as unknown as File;

describe('AttachmentsPanel', () => {
  it('lists the files with size, who and when, each a download, and the zip of all', async () => {
    serveTicket([makeAttachment(1, 'lab-notes.pdf', 2048), makeAttachment(2, 'data.csv', 512)]);
    renderPanel({ canEdit: false });

    const section = screen.getByRole('region', { name: 'Attachments' });
    const list = await within(section).findByRole('list', { name: 'Attachments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]).getByRole('link', { name: 'lab-notes.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/attachments/key1abcdefghijklmnop.pdf');
    expect(link).toHaveAttribute('download', 'lab-notes.pdf');
    expect(items[0]).toHaveTextContent(/2 kB · added by Ada Lovelace · Mar 14, 2026/);
    expect(items[1]).toHaveTextContent('512 bytes');
    expect(within(section).getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute(
      'href',
      '/api/inventors/ticket/7/attachments.zip',
    );
    // Read only: no picker, no delete.
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('uploads several files at once, with the CSRF header, and lists them; the result is announced', async () => {
    const sent = serveTicket([]);
    const { user } = renderPanel();
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();

    await user.upload(picker(), [fileOf('one.pdf'), fileOf('two.txt', 'text', 'text/plain')]);

    const list = await screen.findByRole('list', { name: 'Attachments' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['one.pdf', 'two.txt']),
    );
    expect(sent.posted).toEqual([{ csrf: 'tok' }, { csrf: 'tok' }]);
    await waitFor(() => expect(status()).toHaveTextContent(/(one\.pdf|two\.txt) uploaded\./));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('takes files dropped on its zone', async () => {
    const sent = serveTicket([]);
    renderPanel();
    await screen.findByText('No attachments yet.');

    fireEvent.drop(screen.getByTestId('attachments-drop-zone'), {
      dataTransfer: { files: [fileOf('dropped.pdf')] },
    });

    expect(await screen.findByRole('link', { name: 'dropped.pdf' })).toBeInTheDocument();
    expect(sent.posted).toHaveLength(1);
  });

  it('refuses a file by its type or size before sending it, with the server’s sentence', async () => {
    const sent = serveTicket([]);
    const { user } = renderPanel();
    await screen.findByText('No attachments yet.');
    const big = fileOf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });

    await user.upload(picker(), [fileOf('setup.exe', 'MZ', 'application/x-msdownload'), big]);

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const [exe, huge] = within(uploads).getAllByRole('listitem');
    expect(exe).toHaveTextContent('This file type is not accepted.');
    expect(huge).toHaveTextContent('Files may be up to 20 MB.');
    expect(within(exe).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(sent.posted).toEqual([]);
    expect(status()).toHaveTextContent('huge.pdf was not uploaded: Files may be up to 20 MB.');

    await user.click(within(exe).getByRole('button', { name: 'Dismiss setup.exe' }));
    expect(within(uploads).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses in the browser what would pass 20 attachments', async () => {
    const sent = serveTicket(
      Array.from({ length: 19 }, (_, i) => makeAttachment(i + 1, `f${i}.pdf`)),
    );
    const { user } = renderPanel();
    await screen.findByRole('link', { name: 'f18.pdf' });

    await user.upload(picker(), [fileOf('twentieth.pdf'), fileOf('twenty-first.pdf')]);

    await screen.findByRole('link', { name: 'twentieth.pdf' });
    expect(sent.posted).toHaveLength(1);
    const [refused] = within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole(
      'listitem',
    );
    expect(refused).toHaveTextContent(
      /^twenty-first\.pdf.*A ticket may have up to 20 attachments\.$/,
    );
  });

  it('shows a refusal of the server at its file, and retries it', async () => {
    const sent = serveTicket([], (count) =>
      count === 1 ? { file: ['This file type is not accepted.'] } : null,
    );
    const { user } = renderPanel();
    await screen.findByText('No attachments yet.');

    await user.upload(picker(), fileOf('scan.pdf'));

    const item = await within(await screen.findByRole('list', { name: 'Uploads' })).findByText(
      'This file type is not accepted.',
    );
    expect(item).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry scan.pdf' }));
    await screen.findByRole('link', { name: 'scan.pdf' });
    expect(sent.posted).toHaveLength(2);
  });

  it('cancels an upload on its way', async () => {
    serveTicket([]);
    server.use(
      http.post(LIST_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderPanel();
    await screen.findByText('No attachments yet.');

    await user.upload(picker(), fileOf('slow.pdf'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading slow.pdf' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of slow.pdf' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Uploading slow.pdf' }),
      ).not.toBeInTheDocument(),
    );
    expect(status()).toHaveTextContent('Upload of slow.pdf cancelled.');
    expect(screen.getByText('No attachments yet.')).toBeInTheDocument();
  });

  it('deletes a file after confirming, and announces it', async () => {
    const sent = serveTicket([makeAttachment(1, 'old.pdf'), makeAttachment(2, 'keep.pdf')]);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this attachment?' });
    expect(dialog).toHaveTextContent('“old.pdf” will be removed from the ticket.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument(),
    );
    expect(sent.deleted).toEqual(['1']);
    expect(screen.getByRole('link', { name: 'keep.pdf' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('old.pdf deleted.');
  });

  it('asks for a ticket first when there is none, and says so when it cannot be made yet', async () => {
    const sent = serveTicket([]);
    let ready = false;
    /** The create page: no ticket until its form can be saved as a draft. */
    function CreatePage() {
      const [ticketId, setTicketId] = useState<number | null>(null);
      const ensureTicketId = async () => {
        if (!ready) return null;
        setTicketId(7);
        return 7;
      };
      return <AttachmentsPanel ticketId={ticketId} canEdit ensureTicketId={ensureTicketId} />;
    }
    const { user } = renderPage(<CreatePage />);

    await user.upload(picker(), fileOf('early.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fill in the required fields first: your ticket is then saved as a draft to hold its attachments.',
    );
    expect(sent.posted).toEqual([]);

    ready = true;
    await user.upload(picker(), fileOf('later.pdf'));
    expect(await screen.findByRole('link', { name: 'later.pdf' })).toBeInTheDocument();
    expect(sent.posted).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    serveTicket([makeAttachment(1, 'notes.pdf', 3 * 1024 * 1024)]);
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderPanel();

    const section = screen.getByRole('region', { name: 'Pièces jointes' });
    expect(await within(section).findByRole('link', { name: 'notes.pdf' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/3 Mo · ajoutée par Ada Lovelace/);
    expect(within(section).getByRole('link', { name: 'Tout télécharger (zip)' })).toBeVisible();

    await user.upload(
      screen.getByLabelText('Choisir des fichiers'),
      fileOf('virus.exe', 'MZ', 'application/x-msdownload'),
    );
    expect(screen.getByRole('list', { name: 'Envois' })).toHaveTextContent(
      'Ce type de fichier n’est pas accepté.',
    );
  });
});
