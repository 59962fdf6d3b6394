import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import type { FormVersion } from '@inventor-portal/shared/schemas';
import {
  CONDITIONAL_QUESTIONNAIRE,
  sampleFormVersion,
} from '@inventor-portal/shared/test-fixtures';
import { makeTicket } from '@remote-tickets/test/fixtures';
import { holdAutosave } from '@remote-tickets/test/autosave';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server);
holdAutosave();
jest.setTimeout(40000);

type User = ReturnType<typeof renderTickets>['user'];

/** Version 2, published: the shared sample's required yes/no that reveals a required grant number. */
const PUBLISHED = sampleFormVersion(2, {}, CONDITIONAL_QUESTIONNAIRE);

/** Version 1, retired: what older tickets answered. */
const RETIRED: FormVersion = {
  version: 1,
  status: 'retired',
  published_at: '2026-01-01T10:00:00Z',
  sections: [
    {
      title: { en: 'Software', fr: 'Logiciel' },
      questions: [
        {
          key: 'licence',
          type: 'choice',
          label: { en: 'Licence', fr: 'Licence' },
          required: false,
          options: [{ value: 'mit', label: { en: 'MIT licence', fr: 'Licence MIT' } }],
        },
      ],
    },
  ],
};

function serveForms() {
  server.use(
    http.get('*/api/inventors/form/', () => HttpResponse.json(PUBLISHED)),
    http.get('*/api/inventors/form/:version/', ({ params }) =>
      HttpResponse.json(Number(params.version) === 1 ? RETIRED : PUBLISHED),
    ),
  );
}

function captureCreate(
  answer: () => Response = () => HttpResponse.json(makeTicket(9), { status: 201 }),
) {
  const bodies: FormData[] = [];
  server.use(
    http.post('*/api/inventors/ticket/create/', async ({ request }) => {
      bodies.push(await request.formData());
      return answer();
    }),
  );
  return bodies;
}

async function fillSpecFields(user: User) {
  for (const [label, text] of [
    ['Title', 'Solar ink'],
    ['Summary', 'Ink that charges'],
    ['Context', 'Roofs'],
    ['Problem Identification', 'Panels are heavy'],
  ]) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(text);
  }
}

describe('Create ticket: the office questionnaire', () => {
  it('asks the published questions after the spec fields, the conditional one only when it applies', async () => {
    serveForms();
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    const funded = await screen.findByRole('radiogroup', { name: /Funded\?/ });
    // After every field of the spec (the problem identification comes first in the page).
    const problem = screen.getByRole('textbox', { name: 'Problem Identification' });
    expect(problem.compareDocumentPosition(funded) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Grant number/ })).not.toBeInTheDocument();

    await fillSpecFields(user);
    await user.click(within(funded).getByRole('radio', { name: 'Yes' }));
    const grant = await screen.findByRole('textbox', { name: /Grant number/ });
    // Submitting without the shown required answer: refused at the question, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('This question is required.')).toBeInTheDocument();
    expect(grant).toHaveAccessibleDescription(/This question is required\./);
    expect(bodies).toHaveLength(0);

    await user.type(grant, 'ANR-22');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(String(bodies[0].get('answers')))).toEqual({
      funded: true,
      grant_number: 'ANR-22',
    });
  });

  it('needs no answer to a question hidden by its condition', async () => {
    serveForms();
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillSpecFields(user);
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(String(bodies[0].get('answers')))).toEqual({ funded: false });
  });

  it("shows the server's message at the question it concerns", async () => {
    serveForms();
    captureCreate(() =>
      HttpResponse.json(
        {
          detail: 'Enter a date.',
          error: 'Enter a date.',
          'answers.grant_number': ['Max 20 characters'],
        },
        { status: 400 },
      ),
    );
    const { user } = renderTickets('/tickets/create');
    await fillSpecFields(user);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.type(await screen.findByRole('textbox', { name: /Grant number/ }), 'G-1');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(
      await screen.findByRole('textbox', { name: /Grant number/ }),
    ).toHaveAccessibleDescription(/Max 20 characters/);
  });
});

describe('Create ticket: the answers are kept like the rest of the form', () => {
  it('keeps typed answers on the device and brings them back with "Continue draft"', async () => {
    serveForms();
    const first = renderTickets('/tickets/create');
    await first.user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await first.user.type(await screen.findByRole('textbox', { name: /Grant number/ }), 'ERC-9');
    // Kept on this device as it is typed (the autosave's device copy).
    await waitFor(() => {
      const kept = JSON.parse(
        window.localStorage.getItem('inventor-portal:ticket-draft:create') ?? '{}',
      ) as { values?: { answers?: unknown } };
      expect(kept.values?.answers).toEqual({ funded: true, grant_number: 'ERC-9' });
    });
    first.unmount();

    const again = renderTickets('/tickets/create');
    await again.user.click(await screen.findByRole('button', { name: 'Continue draft' }));
    expect(await screen.findByRole('textbox', { name: /Grant number/ })).toHaveValue('ERC-9');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });
});

describe('An existing ticket keeps its version', () => {
  it('edits an old ticket with its own questions and shows its answers under their labels', async () => {
    serveForms();
    const old = makeTicket(4, { form_version: 1, answers: { licence: 'mit' } });
    server.use(http.get('*/api/inventors/ticket/4', () => HttpResponse.json(old)));
    const { user } = renderTickets('/tickets/4');
    const answers = await screen.findByRole('region', { name: 'Questionnaire' });
    expect(await within(answers).findByText('MIT licence')).toBeInTheDocument();
    expect(within(answers).getByText('Licence')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('radio', { name: 'MIT licence' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: /Funded\?/ })).not.toBeInTheDocument();
  });
});
