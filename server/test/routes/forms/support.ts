import type { FormDefinitionInput } from '@inventor-portal/shared/schemas';
import type { TestClient } from '../../helpers/client';

/**
 * A questionnaire with a conditional required question: `funded` (yes/no, required) shows
 * `grant_number` (text, required) when answered yes; plus one question of every other type.
 */
export const SAMPLE_FORM: FormDefinitionInput = {
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

/** Creates a draft of `definition` and publishes it; answers the version number. */
export async function publishForm(
  office: TestClient,
  definition: FormDefinitionInput = SAMPLE_FORM,
): Promise<number> {
  const created = await office.request('POST', '/api/office/forms/', { json: definition });
  if (created.statusCode !== 201) throw new Error(`form not created: ${created.body}`);
  const { version } = created.json() as { version: number };
  const published = await office.post(`/api/office/forms/${version}/publish/`);
  if (published.statusCode !== 200) throw new Error(`form not published: ${published.body}`);
  return version;
}
