import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { makeInventor, makeTicket, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-tickets/test/server';
import { holdAutosave } from '@remote-tickets/test/autosave';

startMsw(server);
holdAutosave();
jest.setTimeout(30000);

/**
 * U+202F, the narrow no-break space French puts before '?' and '!'. Text matchers fold it into
 * a plain space, so these assertions read `textContent`.
 */
const NNBSP = '\u202f';

const inFrench = () => act(() => i18n.changeLanguage('fr'));
afterEach(() => i18n.changeLanguage('en'));

const tickets = [
  makeTicket(1, { title: 'Solar ink', status: 'pending', inventors: [1, 5] }),
  makeTicket(2, { title: 'Wind sail', status: 'approved' }),
  makeTicket(3, { title: 'Tidal kite', status: 'refused', is_draft: true }),
];

function serveTickets(list = tickets) {
  server.use(
    http.get('*/api/inventors/tickets/', () => HttpResponse.json(paged(list))),
    http.get('*/api/inventors/inventor/5', () =>
      HttpResponse.json(makeInventor(5, 'Grace Hopper')),
    ),
  );
}

const FRENCH_HEADERS = [
  'Titre',
  'Résumé',
  'Contexte',
  'Identification du problème',
  'Dessins',
  'Inventeurs',
  'Codéposants',
  'Statut',
  'Date de réunion',
  'Date de création',
];

describe('Tickets list in French', () => {
  it('shows the French title, heading, stat cards, headers and draft chip', async () => {
    serveTickets();
    await inFrench();
    renderTickets('/tickets');
    expect(document.title).toBe("Déclarations d'invention | Inventor Portal");
    expect(
      screen.getByRole('heading', { level: 1, name: "Déclarations d'invention" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle déclaration' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    await screen.findByText('Solar ink');
    const stat = (label: string) => within(screen.getByRole('region', { name: label }));
    expect(stat('Total des déclarations').getByText('3')).toBeInTheDocument();
    expect(stat('En attente').getByText('1')).toBeInTheDocument();
    expect(stat('Approuvées').getByText('1')).toBeInTheDocument();
    expect(stat('Refusées').getByText('1')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: "Déclarations d'invention" });
    for (const header of FRENCH_HEADERS) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(within(table).getByText('Brouillon')).toBeInTheDocument();
    // Dates follow the page's language: 2024-05-01 is 'mai'.
    expect(within(table).getAllByText(/mai 2024/).length).toBe(tickets.length);
    expect(
      screen.getByRole('textbox', { name: 'Rechercher par titre ou par inventeur…' }),
    ).toBeInTheDocument();
  });

  it("shows 'Aucune déclaration trouvée.' when the list is empty", async () => {
    serveTickets([]);
    await inFrench();
    renderTickets('/tickets');
    expect(await screen.findByText('Aucune déclaration trouvée.')).toBeInTheDocument();
  });

  it('turns French while shown, and back to the English of the spec', async () => {
    serveTickets();
    renderTickets('/tickets');
    await screen.findByText('Solar ink');
    await inFrench();
    const table = () => screen.getByRole('table', { name: /Déclarations|Tickets/ });
    expect(within(table()).getAllByText('Identification du problème').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Total des déclarations' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Tickets | Inventor Portal');
    expect(within(table()).getAllByText('Problem Identification').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Total Tickets' })).toBeInTheDocument();
  });

  it('exports tickets.csv with French column headers', async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      serveTickets();
      await inFrench();
      const { user } = renderTickets('/tickets');
      await screen.findByRole('img', { name: 'Grace Hopper' });
      // The Export menu is the shared table's (its labels are the shared catalog's): by its icon.
      const exportButton = screen.getByTestId('FileDownloadIcon').closest('button');
      await user.click(exportButton as HTMLButtonElement);
      await user.click(screen.getAllByRole('menuitem')[0]);
      await waitFor(() => expect(downloads).toEqual(['tickets.csv']));
      const [header] = (await blobs[0].text()).split('\r\n');
      // The visible columns only: issue 21's are hidden until shown (spec §9).
      expect(header).toBe(FRENCH_HEADERS.map((name) => `"${name}"`).join(','));
    } finally {
      click.mockRestore();
    }
  });
});

describe('Create ticket in French', () => {
  it('shows the French title, field labels, sections and buttons', async () => {
    await inFrench();
    renderTickets('/tickets/create');
    expect(document.title).toBe('Nouvelle déclaration | Inventor Portal');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nouvelle déclaration' }),
    ).toBeInTheDocument();
    for (const label of ['Titre', 'Résumé', 'Contexte', 'Identification du problème']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    for (const section of ['Dessin', 'Inventeurs', 'Codéposants']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Soumettre la déclaration' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer comme brouillon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ajouter un dessin' })).toBeInTheDocument();
  });

  it('says how many characters the inventor search needs, in the right plural', async () => {
    await inFrench();
    renderTickets('/tickets/create');
    expect(screen.getByRole('textbox', { name: 'Rechercher des inventeurs' })).toHaveAttribute(
      'placeholder',
      'Saisissez au moins 2 caractères',
    );
    const placeholder = (count: number, lng: string) =>
      i18n.t('tickets:form.inventors.searchPlaceholder', { count, lng });
    expect(placeholder(1, 'fr')).toBe('Saisissez au moins 1 caractère');
    expect(placeholder(1, 'en')).toBe('Type at least 1 character');
    expect(placeholder(2, 'en')).toBe('Type at least 2 characters');
  });

  it('numbers the co-application fields in French', async () => {
    await inFrench();
    const { user } = renderTickets('/tickets/create');
    await user.click(screen.getByRole('button', { name: 'Ajouter un codéposant' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un codéposant' }));
    expect(screen.getByRole('textbox', { name: 'Codéposant 2' })).toHaveAttribute(
      'placeholder',
      'Nom ou e-mail',
    );
    await user.click(screen.getByRole('button', { name: 'Retirer le codéposant 1' }));
    expect(screen.queryByRole('textbox', { name: 'Codéposant 2' })).not.toBeInTheDocument();
  });

  it('refuses a non-image drawing in French', async () => {
    await inFrench();
    renderTickets('/tickets/create');
    fireEvent.change(screen.getByTestId('drawing-input'), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir un fichier image.');
  });

  it("confirms a draft in French, with the narrow space before '!'", async () => {
    server.use(
      http.post('*/api/inventors/ticket/create/', () =>
        HttpResponse.json({ id: 9 }, { status: 201 }),
      ),
    );
    await inFrench();
    const { user } = renderTickets('/tickets/create');
    for (const [label, text] of [
      ['Titre', 'Encre solaire'],
      ['Résumé', 'Une encre qui produit du courant'],
      ['Contexte', 'Toitures'],
      ['Identification du problème', 'Les panneaux sont lourds'],
    ]) {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    const confirmation = await screen.findByRole('alert');
    expect(confirmation.textContent).toBe(`Votre brouillon a bien été enregistré${NNBSP}!`);
  });
});

describe('Ticket detail in French', () => {
  it('shows the French sections, cards, draft badge and delete dialog', async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json(
          makeTicket(7, {
            title: 'Solar ink',
            is_draft: true,
            meeting_date: '2024-06-03',
            co_applications: ['ACME Labs'],
          }),
        ),
      ),
    );
    await inFrench();
    const { user } = renderTickets('/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar ink' })).toBeInTheDocument();
    expect(document.title).toBe('Détail de la déclaration | Inventor Portal');
    expect(screen.getByRole('link', { name: 'Retour aux déclarations' })).toBeInTheDocument();
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Créée le' })).toHaveTextContent(/1 mai 2024/);
    expect(screen.getByRole('group', { name: 'Date de réunion' })).toHaveTextContent('3 juin 2024');
    for (const section of ['Résumé', 'Contexte', 'Identification du problème', 'Inventeurs']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Dessins' })).getByText('Aucun dessin joint.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Codéposants' })).getByText('ACME Labs'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la déclaration' });
    expect(dialog.textContent).toContain(
      `Voulez-vous vraiment supprimer cette déclaration${NNBSP}? Cette action est irréversible.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it("says 'Impossible de charger le détail de la déclaration.' when the ticket cannot load", async () => {
    await inFrench();
    renderTickets('/tickets/abc');
    expect(
      await screen.findByText('Impossible de charger le détail de la déclaration.'),
    ).toBeInTheDocument();
  });
});

describe('Edit ticket in French', () => {
  it('offers the French save button, and explains in French when editing is not allowed', async () => {
    server.use(http.get('*/api/inventors/ticket/7', () => HttpResponse.json(makeTicket(7))));
    await inFrench();
    const editable = renderTickets('/tickets/7/edit');
    expect(
      await screen.findByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeDisabled();
    expect(document.title).toBe('Modifier la déclaration | Inventor Portal');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    editable.unmount();

    server.use(
      http.get('*/api/inventors/ticket/8', () =>
        HttpResponse.json(makeTicket(8, { status: 'approved' })),
      ),
    );
    renderTickets('/tickets/8/edit');
    expect(
      await screen.findByText(
        "Seule la personne qui a soumis une déclaration peut la modifier, et uniquement tant qu'elle est en attente ou que le bureau a demandé des informations complémentaires.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour à la déclaration' })).toBeInTheDocument();
  });
});

describe('A ticket awaiting information, in French', () => {
  it('shows the French badge, banner and button', async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json(makeTicket(7, { status: 'needs_info' })),
      ),
    );
    await inFrench();
    renderTickets('/tickets/7');
    expect(await screen.findByText('Informations demandées')).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent("Le bureau a besoin d'informations complémentaires");
    expect(
      await within(banner).findByRole('link', { name: 'Modifier et renvoyer' }),
    ).toHaveAttribute('href', '/tickets/7/edit');
  });
});

describe('Ticket screens that cannot load, in French', () => {
  it.each([
    ['/tickets/7', 'Détail de la déclaration'],
    ['/tickets/7/edit', 'Modifier la déclaration'],
  ])('keep one French h1 on %s when the ticket is not found', async (route, heading) => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    await inFrench();
    renderTickets(route);
    expect(
      await screen.findByText('Impossible de charger le détail de la déclaration.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
