import type { Transaction } from 'kysely';
import {
  formDefinitionSchema,
  questionsOf,
  type Answers,
  type FormDefinitionInput,
} from '@inventor-portal/shared/schemas';
import type { DB } from '../../db/database';
import { createFormVersion, publishFormVersionIn } from '@server/modules/forms/forms.service';

/**
 * The demo office's questionnaire (API.md Part 3), published, so a newcomer sees questions after
 * the spec's fields at once: funding, biological materials, software, prior disclosure and
 * commercial interest, with "show when" rules. The questions always shown are optional and those
 * they reveal required: a ticket that answers none of them is still accepted, as before.
 */
export const DEMO_QUESTIONNAIRE: FormDefinitionInput = {
  sections: [
    {
      title: { en: 'Funding', fr: 'Financement' },
      questions: [
        {
          key: 'funded',
          type: 'yes_no',
          label: {
            en: 'Was this work funded by a grant or a contract?',
            fr: 'Ces travaux ont-ils été financés par une subvention ou un contrat ?',
          },
          required: false,
        },
        {
          key: 'funding_agency',
          type: 'choice',
          label: { en: 'Funding agency', fr: 'Organisme financeur' },
          required: true,
          options: [
            { value: 'anr', label: { en: 'ANR', fr: 'ANR' } },
            {
              value: 'erc',
              label: { en: 'European Research Council', fr: 'Conseil européen de la recherche' },
            },
            { value: 'horizon', label: { en: 'Horizon Europe', fr: 'Horizon Europe' } },
            { value: 'industry', label: { en: 'Industrial partner', fr: 'Partenaire industriel' } },
            { value: 'other', label: { en: 'Other', fr: 'Autre' } },
          ],
          show_when: { question: 'funded', equals: true },
        },
        {
          key: 'grant_number',
          type: 'text',
          label: { en: 'Grant or contract number', fr: 'Numéro de subvention ou de contrat' },
          help: {
            en: 'As it appears on the funding agreement.',
            fr: 'Tel qu’il figure sur la convention de financement.',
          },
          required: true,
          max_length: 60,
          show_when: { question: 'funded', equals: true },
        },
      ],
    },
    {
      title: { en: 'Materials and software', fr: 'Matériel et logiciel' },
      questions: [
        {
          key: 'biological_materials',
          type: 'yes_no',
          label: {
            en: 'Does the invention use biological materials (cell lines, strains, samples)?',
            fr: 'L’invention utilise-t-elle du matériel biologique (lignées, souches, échantillons) ?',
          },
          required: false,
        },
        {
          key: 'materials_origin',
          type: 'long_text',
          label: {
            en: 'Where do these materials come from, and under which transfer agreement?',
            fr: 'D’où vient ce matériel, et sous quel accord de transfert ?',
          },
          required: true,
          max_length: 2000,
          show_when: { question: 'biological_materials', equals: true },
        },
        {
          key: 'software',
          type: 'yes_no',
          label: {
            en: 'Does the invention include software?',
            fr: 'L’invention comprend-elle un logiciel ?',
          },
          required: false,
        },
        {
          key: 'software_licence',
          type: 'choice',
          label: { en: 'Software licence', fr: 'Licence du logiciel' },
          required: true,
          options: [
            { value: 'proprietary', label: { en: 'Not released', fr: 'Non diffusé' } },
            { value: 'mit', label: { en: 'MIT', fr: 'MIT' } },
            { value: 'apache', label: { en: 'Apache 2.0', fr: 'Apache 2.0' } },
            { value: 'gpl', label: { en: 'GPL', fr: 'GPL' } },
            { value: 'other', label: { en: 'Other', fr: 'Autre' } },
          ],
          show_when: { question: 'software', equals: true },
        },
      ],
    },
    {
      title: { en: 'Disclosure and interest', fr: 'Divulgation et intérêt' },
      questions: [
        {
          key: 'prior_disclosure',
          type: 'choice',
          label: {
            en: 'Has the invention been disclosed outside the institution?',
            fr: 'L’invention a-t-elle été divulguée hors de l’établissement ?',
          },
          required: false,
          options: [
            { value: 'no', label: { en: 'No', fr: 'Non' } },
            {
              value: 'under_nda',
              label: {
                en: 'Only under a confidentiality agreement',
                fr: 'Seulement sous accord de confidentialité',
              },
            },
            { value: 'public', label: { en: 'Yes, publicly', fr: 'Oui, publiquement' } },
          ],
        },
        {
          key: 'disclosure_date',
          type: 'date',
          label: {
            en: 'Date of the first public disclosure',
            fr: 'Date de la première divulgation publique',
          },
          required: true,
          show_when: { question: 'prior_disclosure', equals: 'public' },
        },
        {
          key: 'commercial_interest',
          type: 'multi_choice',
          label: {
            en: 'Which companies have shown interest?',
            fr: 'Quels types d’entreprises ont montré de l’intérêt ?',
          },
          required: false,
          options: [
            { value: 'startup', label: { en: 'A start-up', fr: 'Une jeune pousse' } },
            { value: 'sme', label: { en: 'An SME', fr: 'Une PME' } },
            { value: 'large', label: { en: 'A large company', fr: 'Un grand groupe' } },
          ],
        },
        {
          key: 'expected_market_years',
          type: 'number',
          label: {
            en: 'Years to market (estimate)',
            fr: 'Années avant la mise sur le marché (estimation)',
          },
          required: false,
          min: 0,
          max: 30,
        },
      ],
    },
  ],
};

/** Answers for the i-th demo ticket: every kind of branch shows up across the list. */
export function demoAnswers(i: number): Answers {
  const funded = i % 3 !== 2;
  const answers: Answers = {
    funded,
    biological_materials: i % 4 === 1,
    software: i % 2 === 0,
    prior_disclosure: (['no', 'under_nda', 'public'] as const)[i % 3],
  };
  if (funded) {
    answers.funding_agency = (['anr', 'erc', 'horizon', 'industry'] as const)[i % 4];
    answers.grant_number = `ANR-${22 + (i % 4)}-CE${10 + i}-${String(1000 + i * 37).slice(-4)}`;
  }
  if (answers.biological_materials)
    answers.materials_origin =
      'HEK293 cells from the institute’s collection, under its standard MTA.';
  if (answers.software)
    answers.software_licence = (['apache', 'mit', 'proprietary'] as const)[i % 3];
  if (answers.prior_disclosure === 'public') answers.disclosure_date = `2025-0${1 + (i % 9)}-15`;
  if (i % 2 === 1) answers.commercial_interest = i % 4 === 1 ? ['startup', 'sme'] : ['large'];
  if (i % 5 === 0) answers.expected_market_years = 2 + (i % 6);
  return answers;
}

/** Publishes the demo questionnaire in the seed's transaction; answers its version number. */
export async function publishDemoQuestionnaire(trx: Transaction<DB>, officeUserId: number | null) {
  const definition = formDefinitionSchema.parse(DEMO_QUESTIONNAIRE);
  const { version } = await createFormVersion(
    trx,
    officeUserId === null ? null : { userId: officeUserId },
    definition,
  );
  if (version === null) throw new Error('demo questionnaire: no version');
  await publishFormVersionIn(trx, version);
  return { version, definition, questions: questionsOf(definition).length };
}
