import type { FormDefinition, FormVersion } from '../schemas';

/**
 * The one sample questionnaire every package's tests use (the server's routes, the shared
 * fields, the inventor's form, the office's builder and exports). Section "Funding": `funded`
 * (yes/no, required) shows `grant_number` (text, required, 20 characters, with help) when
 * answered yes; `agency` (one choice) shows `erc_panel` (multiple choice) when it is `erc`.
 * Section "More": one question of every other type.
 */
export const SAMPLE_QUESTIONNAIRE: Pick<FormDefinition, 'sections'> = {
  sections: [
    {
      title: { en: 'Funding', fr: 'Financement' },
      questions: [
        {
          key: 'funded',
          type: 'yes_no',
          label: { en: 'Funded?', fr: 'Financé ?' },
          required: true,
        },
        {
          key: 'grant_number',
          type: 'text',
          label: { en: 'Grant number', fr: 'Numéro de subvention' },
          help: { en: 'As on the agreement.', fr: 'Comme sur la convention.' },
          required: true,
          max_length: 20,
          show_when: { question: 'funded', equals: true },
        },
        {
          key: 'agency',
          type: 'choice',
          label: { en: 'Agency', fr: 'Organisme' },
          required: false,
          options: [
            { value: 'anr', label: { en: 'ANR', fr: 'ANR' } },
            { value: 'erc', label: { en: 'European Research Council', fr: 'Conseil européen' } },
          ],
        },
        {
          key: 'erc_panel',
          type: 'multi_choice',
          label: { en: 'ERC panels', fr: 'Panels du CER' },
          required: false,
          options: [
            { value: 'pe', label: { en: 'Physical sciences', fr: 'Sciences physiques' } },
            { value: 'ls', label: { en: 'Life sciences', fr: 'Sciences de la vie' } },
          ],
          show_when: { question: 'agency', equals: ['erc'] },
        },
      ],
    },
    {
      title: { en: 'More', fr: 'Plus' },
      questions: [
        { key: 'notes', type: 'long_text', label: { en: 'Notes', fr: 'Notes' }, required: false },
        {
          key: 'years',
          type: 'number',
          label: { en: 'Years', fr: 'Années' },
          required: false,
          min: 0,
          max: 30,
        },
        {
          key: 'first_use',
          type: 'date',
          label: { en: 'First use', fr: 'Première utilisation' },
          required: false,
        },
        {
          key: 'partners',
          type: 'multi_choice',
          label: { en: 'Partners', fr: 'Partenaires' },
          required: false,
          options: [
            { value: 'startup', label: { en: 'Start-up', fr: 'Jeune pousse' } },
            { value: 'sme', label: { en: 'SME', fr: 'PME' } },
          ],
        },
        {
          key: 'data',
          type: 'files',
          label: { en: 'Data sheets', fr: 'Fiches techniques' },
          required: false,
          max_files: 2,
        },
      ],
    },
  ],
};

/** Only the conditional pair of the sample: `funded` and the `grant_number` it shows. */
export const CONDITIONAL_QUESTIONNAIRE: Pick<FormDefinition, 'sections'> = {
  sections: [
    {
      title: SAMPLE_QUESTIONNAIRE.sections[0].title,
      questions: SAMPLE_QUESTIONNAIRE.sections[0].questions.slice(0, 2),
    },
  ],
};

/** A form version as the routes answer it, of the sample unless `definition` says otherwise. */
export function sampleFormVersion(
  version: number,
  extra: Partial<FormVersion> = {},
  definition: Pick<FormDefinition, 'sections'> = SAMPLE_QUESTIONNAIRE,
): FormVersion {
  return {
    version,
    status: 'published',
    published_at: '2026-11-01T10:00:00Z',
    sections: definition.sections,
    ...extra,
  };
}
