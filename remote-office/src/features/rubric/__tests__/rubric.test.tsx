import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Rubric } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { defaultRubric } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });

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
    const first = screen.getByRole('listitem', { name: 'Criterion 1' });
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
