import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { Rubric } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { defaultRubric } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('Rubric editor', () => {
  it('edits the criteria (en/fr labels, weight), adds one and saves the whole rubric', async () => {
    let saved: Rubric | null = null;
    server.use(
      http.put('*/api/office/rubric/', async ({ request }) => {
        saved = (await request.json()) as Rubric;
        return HttpResponse.json(saved);
      }),
    );
    const { user } = renderOffice('/office/rubric');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review rubric' })).toBeVisible();
    // The heading shows while the rubric loads: its criteria come with the server's answer.
    const first = await screen.findByRole('listitem', { name: 'Criterion 1' });
    expect(within(first).getByRole('textbox', { name: 'Label in French' })).toHaveValue(
      'Nouveauté',
    );
    const weight = within(first).getByRole('spinbutton', { name: 'Weight' });
    await user.clear(weight);
    await user.type(weight, '5');

    await user.click(screen.getByRole('button', { name: 'Add a criterion' }));
    const fourth = screen.getByRole('listitem', { name: 'Criterion 4' });
    await user.type(within(fourth).getByRole('textbox', { name: 'Key' }), 'ip_strength');
    await user.type(
      within(fourth).getByRole('textbox', { name: 'Label in English' }),
      'IP strength',
    );
    await user.click(screen.getByRole('button', { name: 'Save the rubric' }));
    // The French label is missing: nothing is sent.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the label in English and in French.',
    );
    expect(saved).toBeNull();

    await user.type(within(fourth).getByRole('textbox', { name: 'Label in French' }), 'Solidité');
    await user.click(screen.getByRole('button', { name: 'Save the rubric' }));
    expect(await screen.findByText('Rubric saved.')).toBeVisible();
    expect(saved).toEqual({
      criteria: [
        { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 5 },
        { key: 'market', label: { en: 'Market', fr: 'Marché' }, weight: 4 },
        { key: 'engagement', label: { en: 'Inventor engagement', fr: 'Engagement' }, weight: 2 },
        { key: 'ip_strength', label: { en: 'IP strength', fr: 'Solidité' }, weight: 1 },
      ],
    });
  });

  it('says what is wrong in French for a French reader: key, labels, weight, duplicate key, too long', async () => {
    let sent = 0;
    server.use(
      http.put('*/api/office/rubric/', () => {
        sent += 1;
        return HttpResponse.json(defaultRubric);
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderOffice('/office/rubric');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grille d’évaluation' }),
    ).toBeVisible();
    const first = await screen.findByRole('listitem', { name: 'Critère 1' });
    const second = screen.getByRole('listitem', { name: 'Critère 2' });
    const save = screen.getByRole('button', { name: 'Enregistrer la grille' });
    const field = (row: HTMLElement, name: string) => within(row).getByRole('textbox', { name });
    const expectProblem = async (french: string) => {
      await user.click(save);
      expect(await screen.findByRole('alert')).toHaveTextContent(french);
    };

    await user.clear(field(first, 'Clé'));
    await user.type(field(first, 'Clé'), 'Nouveauté!');
    await expectProblem(
      'Une clé compte de 1 à 40 lettres minuscules, chiffres ou _ et commence par une lettre.',
    );
    await user.clear(field(first, 'Clé'));
    await user.type(field(first, 'Clé'), 'market');
    await expectProblem('Chaque critère doit avoir sa propre clé.');
    await user.clear(field(first, 'Clé'));
    await user.type(field(first, 'Clé'), 'novelty');
    await user.clear(field(second, 'Libellé en français'));
    await expectProblem('Donnez le libellé en anglais et en français.');
    await user.click(field(second, 'Libellé en français'));
    await user.paste('x'.repeat(121));
    await expectProblem('120 caractères au maximum');
    await user.clear(field(second, 'Libellé en français'));
    await user.type(field(second, 'Libellé en français'), 'Marché');
    const weight = within(first).getByRole('spinbutton', { name: 'Poids' });
    await user.clear(weight);
    await user.type(weight, '11');
    await expectProblem('Les poids sont des nombres entiers de 1 à 10.');
    expect(sent).toBe(0);
    await user.clear(weight);
    await user.type(weight, '4');
    await user.click(save);
    expect(await screen.findByText('Grille enregistrée.')).toBeVisible();
    expect(sent).toBe(1);
  });

  it('keeps at least one criterion and at most ten', async () => {
    server.use(
      http.get('*/api/office/rubric/', () =>
        HttpResponse.json({ criteria: [defaultRubric.criteria[0]] }),
      ),
    );
    const { user } = renderOffice('/office/rubric');
    expect(await screen.findByRole('button', { name: 'Remove criterion 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add a criterion' });
    for (let i = 0; i < 9; i += 1) await user.click(add);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(add).toBeDisabled();
  });
});
