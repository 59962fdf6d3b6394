import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkAnswers } from '../../schemas';
import { SAMPLE_QUESTIONNAIRE } from '../../test-utils/questionnaire-fixture';
import { renderWithTheme } from '../../test-utils/render';
import { QuestionnaireAnswers, QuestionnaireFields } from '../questionnaire';

/** The shared sample: `funded` shows `grant_number`; `agency` = ERC shows `erc_panel`. */
const DEFINITION = SAMPLE_QUESTIONNAIRE;

function Harness({ language = 'en' as 'en' | 'fr', errors = {} as Record<string, string> }) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  return (
    <>
      <QuestionnaireFields
        definition={DEFINITION}
        language={language}
        answers={answers}
        onChange={setAnswers}
        errors={errors}
        idPrefix="test"
      />
      <output aria-label="answers">{JSON.stringify(answers)}</output>
    </>
  );
}

describe('the questionnaire as an inventor fills it', () => {
  it('shows a conditional question only while its condition holds', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const funded = screen.getByRole('radiogroup', { name: /Funded\?/ });
    expect(screen.queryByRole('textbox', { name: /Grant number/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const grant = await screen.findByRole('textbox', { name: /Grant number/ });
    expect(grant).toBeRequired();
    expect(grant).toHaveAccessibleDescription('As on the agreement. 0/20');
    await user.type(grant, 'ANR-22');
    expect(screen.getByText('6/20')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Grant number/ })).not.toBeInTheDocument();
    expect(funded).toBeInTheDocument();
    // What stays typed under a hidden question is dropped when the answers are checked.
    const kept = JSON.parse(screen.getByLabelText('answers').textContent ?? '{}');
    expect(checkAnswers(DEFINITION, kept, { submitting: true }).answers).toEqual({ funded: false });
  });

  it('follows a multiple-choice condition and marks required questions', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: /Funded\?/ })).toHaveTextContent('*');
    expect(screen.queryByRole('group', { name: 'ERC panels' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'European Research Council' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Life sciences' }));
    expect(JSON.parse(screen.getByLabelText('answers').textContent ?? '{}')).toEqual({
      agency: 'erc',
      erc_panel: ['ls'],
    });
    await user.click(screen.getByRole('radio', { name: 'ANR' }));
    expect(screen.queryByRole('checkbox', { name: 'Life sciences' })).not.toBeInTheDocument();
  });

  it('shows each message at its question', () => {
    renderWithTheme(<Harness errors={{ funded: 'This question is required.' }} />);
    expect(screen.getByRole('radiogroup', { name: /Funded\?/ })).toHaveAccessibleDescription(
      'This question is required.',
    );
  });

  it('reads in French with the French labels and words', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness language="fr" />);
    expect(screen.getByRole('heading', { name: 'Financement' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Oui' }));
    expect(
      await screen.findByRole('textbox', { name: /Numéro de subvention/ }),
    ).toBeInTheDocument();
  });
});

describe('the answers of a ticket', () => {
  it('lists the answered questions under their labels, options and yes/no as words', () => {
    renderWithTheme(
      <QuestionnaireAnswers
        definition={DEFINITION}
        answers={{
          funded: true,
          grant_number: 'ANR-22',
          agency: 'erc',
          erc_panel: ['pe', 'ls'],
        }}
        language="en"
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Funded?', 'Grant number', 'Agency', 'ERC panels']);
    expect(values).toEqual([
      'Yes',
      'ANR-22',
      'European Research Council',
      'Physical sciences; Life sciences',
    ]);
  });
});
