import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeInventor, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { holdAutosave } from '@remote-tickets/test/autosave';
import { server } from '@remote-tickets/test/server';

startMsw(server);
holdAutosave();
jest.setTimeout(40000);

type User = ReturnType<typeof renderTickets>['user'];

function captureCreate() {
  const bodies: FormData[] = [];
  server.use(
    http.post('*/api/inventors/ticket/create/', async ({ request }) => {
      bodies.push(await request.formData());
      return HttpResponse.json({ id: 9 }, { status: 201 });
    }),
    http.post('*/api/inventors/inventors/search/', () =>
      HttpResponse.json(paged([makeInventor(5, 'Grace Hopper')])),
    ),
  );
  return bodies;
}

async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillText(user: User) {
  await fill(user, 'Title', 'Solar ink');
  await fill(user, 'Summary', 'Ink that charges');
  await fill(user, 'Context', 'Roofs');
  await fill(user, 'Problem Identification', 'Panels are heavy');
}

async function addGrace(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'gr');
  await user.click(await screen.findByRole('button', { name: 'Add Grace Hopper' }));
}

const total = () => screen.getByTestId('contribution-total');
const submit = () => screen.getByRole('button', { name: 'Submit Ticket' });

describe('Create ticket: contribution split', () => {
  it('shows a live total that says what is missing or too many, and sends the split', async () => {
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    await addGrace(user);
    // The submitter is part of the split though the server adds them on its own.
    const ada = await screen.findByRole('textbox', { name: 'Share of Ada Lovelace' });
    const grace = screen.getByRole('textbox', { name: 'Share of Grace Hopper' });
    expect(total()).toHaveTextContent('No split given');
    expect(submit()).toBeEnabled();

    await user.type(ada, '80');
    expect(total()).toHaveTextContent('20% left to assign');
    expect(submit()).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Give a contribution for every inventor.');

    await user.type(grace, '30');
    expect(total()).toHaveTextContent('Total 110% — 10% too many');
    expect(screen.getByRole('alert')).toHaveTextContent('Contributions must add up to 100%.');
    expect(submit()).toBeDisabled();

    await user.clear(grace);
    await user.type(grace, '20');
    expect(total()).toHaveTextContent('Total 100% — complete');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(String(bodies[0].get('contributions')))).toEqual([
      { inventor: 1, percent: 80 },
      { inventor: 5, percent: 20 },
    ]);
  });

  it('takes whole numbers only and sends an empty split when none is given', async () => {
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    const ada = await screen.findByRole('textbox', { name: 'Share of Ada Lovelace' });
    await user.type(ada, '4.5%');
    expect(ada).toHaveValue('45');
    await user.clear(ada);
    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('contributions')).toBe('[]');
  });
});

describe('Create ticket: disclosure questions', () => {
  it('sends the disclosure date and kind, the conception date and each funding source', async () => {
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    fireEvent.change(screen.getByLabelText('Public disclosure date'), {
      target: { value: '2026-03-01' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Disclosed as' }), 'Talk');
    fireEvent.change(screen.getByLabelText('Conception date'), {
      target: { value: '2025-11-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Add funding source' }));
    await user.click(screen.getByRole('button', { name: 'Add funding source' }));
    await user.click(screen.getByRole('button', { name: 'Add funding source' }));
    await fill(user, 'Funding source 1', 'ANR grant');
    await fill(user, 'Funding source 3', 'ACME contract');
    expect(screen.getByRole('textbox', { name: 'Funding source 1' })).toHaveAttribute(
      'maxlength',
      '255',
    );
    await user.click(screen.getByRole('button', { name: 'Remove funding source 2' }));

    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0];
    expect(body.get('public_disclosure_date')).toBe('2026-03-01');
    expect(body.get('public_disclosure_kind')).toBe('talk');
    expect(body.get('conception_date')).toBe('2025-11-20');
    expect(body.getAll('funding')).toEqual(['ANR grant', 'ACME contract']);
    // The spec's fields are untouched.
    expect(body.get('title')).toBe('Solar ink');
    expect(body.get('is_draft')).toBe('false');
  });

  it('asks for the date when a kind of disclosure is chosen without one', async () => {
    captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Disclosed as' }), 'Paper');
    await user.tab();
    expect(await screen.findByText('Give the date of the public disclosure.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('sends empty dates and no funding when the questions are left blank', async () => {
    const bodies = captureCreate();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('public_disclosure_date')).toBe('');
    expect(bodies[0].get('public_disclosure_kind')).toBe('');
    expect(bodies[0].get('conception_date')).toBe('');
    expect(bodies[0].getAll('funding')).toEqual([]);
  });
});
