import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import type { FormDefinitionInput, FormVersionSummary } from '@inventor-portal/shared/schemas';
import { CONDITIONAL_QUESTIONNAIRE } from '@inventor-portal/shared/test-fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
jest.setTimeout(60000);
afterEach(() => act(() => i18n.changeLanguage('en')));

type User = ReturnType<typeof renderOffice>['user'];

/** A portal with no questionnaire yet; records what the builder sends. */
function serveBuilder(refuse?: Record<string, string[]>) {
  const sent: { created: FormDefinitionInput[]; published: number[] } = {
    created: [],
    published: [],
  };
  let versions: FormVersionSummary[] = [];
  let saved: FormDefinitionInput = { sections: [] };
  server.use(
    http.get('*/api/office/forms/', () => HttpResponse.json(versions)),
    http.post('*/api/office/forms/', async ({ request }) => {
      const body = (await request.json()) as FormDefinitionInput;
      sent.created.push(body);
      if (refuse)
        return HttpResponse.json(
          { detail: Object.values(refuse)[0][0], ...refuse },
          { status: 400 },
        );
      saved = body;
      versions = [
        { version: 3, status: 'draft', published_at: null, questions_count: 2, tickets_count: 0 },
      ];
      return HttpResponse.json(
        { version: 3, status: 'draft', published_at: null, ...body },
        { status: 201 },
      );
    }),
    http.get('*/api/office/forms/3/', () =>
      HttpResponse.json({
        version: 3,
        status: versions[0]?.status ?? 'draft',
        published_at: null,
        ...saved,
      }),
    ),
    http.put('*/api/office/forms/3/', async ({ request }) => {
      saved = (await request.json()) as FormDefinitionInput;
      return HttpResponse.json({ version: 3, status: 'draft', published_at: null, ...saved });
    }),
    http.post('*/api/office/forms/3/publish/', () => {
      sent.published.push(3);
      versions = [{ ...versions[0], status: 'published', published_at: '2026-11-27T10:00:00Z' }];
      return HttpResponse.json({
        version: 3,
        status: 'published',
        published_at: '2026-11-27T10:00:00Z',
        ...saved,
      });
    }),
  );
  return sent;
}

const nth = (name: string, index: number) => screen.getAllByRole('textbox', { name })[index];

async function typeInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/**
 * The shared sample's conditional pair (CONDITIONAL_QUESTIONNAIRE): section "Funding", a required
 * yes/no "Funded?", and a required grant number with help, shown when it is yes.
 */
async function buildConditionalForm(user: User) {
  await typeInto(
    user,
    await screen.findByRole('textbox', { name: 'Section title (English)' }),
    'Funding',
  );
  await typeInto(
    user,
    screen.getByRole('textbox', { name: 'Section title (French)' }),
    'Financement',
  );
  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  await typeInto(user, nth('Key', 0), 'funded');
  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Type' })[0], 'Yes or no');
  await typeInto(user, nth('Label (English)', 0), 'Funded?');
  await typeInto(user, nth('Label (French)', 0), 'Financé ?');
  await user.click(screen.getAllByRole('switch', { name: 'Required' })[0]);

  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  await typeInto(user, nth('Key', 1), 'grant_number');
  await typeInto(user, nth('Label (English)', 1), 'Grant number');
  await typeInto(user, nth('Label (French)', 1), 'Numéro de subvention');
  await typeInto(user, nth('Help (English)', 1), 'As on the agreement.');
  await typeInto(user, nth('Help (French)', 1), 'Comme sur la convention.');
  await typeInto(user, screen.getByRole('spinbutton', { name: 'Max characters' }), '20');
  await user.click(screen.getAllByRole('switch', { name: 'Required' })[1]);
  await user.selectOptions(
    screen.getAllByRole('combobox', { name: 'Show when' })[1],
    'Funded? (funded)',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Yes' }));
}

describe('Questionnaire builder', () => {
  it('builds a conditional required question, previews it in English and French, saves and publishes it', async () => {
    const sent = serveBuilder();
    const { user } = renderOffice('/office/form');
    expect(
      await screen.findByRole('heading', { name: 'New draft (not saved yet)' }),
    ).toBeInTheDocument();
    await buildConditionalForm(user);

    const preview = screen.getByRole('region', { name: 'Preview' });
    const funded = within(preview).getByRole('radiogroup', { name: /Funded\?/ });
    expect(
      within(preview).queryByRole('textbox', { name: /Grant number/ }),
    ).not.toBeInTheDocument();
    await user.click(within(funded).getByRole('radio', { name: 'Yes' }));
    expect(await within(preview).findByRole('textbox', { name: /Grant number/ })).toBeRequired();
    await user.click(within(preview).getByRole('button', { name: 'Français' }));
    expect(
      await within(preview).findByRole('textbox', { name: /Numéro de subvention/ }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Financement' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft version 3 saved.');
    expect(sent.created).toEqual([CONDITIONAL_QUESTIONNAIRE]);
    expect(screen.getByRole('heading', { name: 'Draft version 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3?' });
    expect(dialog).toHaveTextContent('Every ticket created from now on answers these questions.');
    expect(dialog).toHaveTextContent('No version is published yet');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Version 3 is published: new tickets answer it.');
    expect(sent.published).toEqual([3]);
    const versions = await screen.findByRole('region', { name: 'Versions' });
    expect(await within(versions).findByRole('cell', { name: 'Published' })).toBeInTheDocument();
  });

  it('shows every problem of the definition at its question, before anything is sent', async () => {
    const sent = serveBuilder();
    const { user } = renderOffice('/office/form');
    await typeInto(
      user,
      await screen.findByRole('textbox', { name: 'Section title (English)' }),
      'Funding',
    );
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'One choice');
    await typeInto(user, screen.getByRole('textbox', { name: 'Key' }), 'Bad key');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Fix the 5 problems marked below.')).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Section title (French)' }),
    ).toHaveAccessibleDescription('Enter the French text.');
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveAccessibleDescription(
      'Use a lower-case letter first, then lower-case letters, digits or _ (40 at most).',
    );
    expect(screen.getByRole('textbox', { name: 'Label (English)' })).toHaveAccessibleDescription(
      'Enter the English text.',
    );
    expect(screen.getByRole('button', { name: 'Add an option' })).toHaveAccessibleDescription(
      'Add at least one option.',
    );
    expect(sent.created).toEqual([]);
  });

  it("shows the server's refusal at the question it names", async () => {
    serveBuilder({ 'sections.0.questions.1.key': ['This key is already used.'] });
    const { user } = renderOffice('/office/form');
    await buildConditionalForm(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(nth('Key', 1)).toHaveAccessibleDescription('This key is already used.'),
    );
    expect(nth('Key', 0)).not.toHaveAccessibleDescription('This key is already used.');
  });
});
