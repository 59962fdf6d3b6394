import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { makeUser } from '@remote-account/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-account/test/server';
import { inProfile, renderSettings, waitForProfile } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

const PREVIEW = 'blob:http://localhost/preview-1';

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => PREVIEW);
  URL.revokeObjectURL = jest.fn();
});

// Node's File, not jsdom's: the request goes through Node's FormData and fetch (as in a browser,
// where there is only one File).
const photoFile = () =>
  new NodeFile(['png-bytes'], 'me.png', { type: 'image/png' }) as unknown as File;
const photoInput = () => screen.getByTestId('photo-input') as HTMLInputElement;

describe('Settings: profile photo', () => {
  it("opens an image picker from 'Upload New' and from the camera button", async () => {
    const { user } = renderSettings();
    await waitForProfile();
    const input = photoInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    const click = jest.spyOn(input, 'click');
    await user.click(inProfile().getByRole('button', { name: 'Upload New' }));
    await user.click(inProfile().getByRole('button', { name: 'Change photo' }));
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('previews the chosen photo before saving, over the initials', async () => {
    const { user } = renderSettings();
    await waitForProfile();
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD');
    await user.upload(photoInput(), photoFile());
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', PREVIEW);
  });

  it('refuses a file that is not an image or larger than 5 MB', async () => {
    renderSettings();
    await waitForProfile();
    // The picker's accept filter hides such files; a forced pick is refused too.
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.upload(
      photoInput(),
      new NodeFile(['%PDF'], 'doc.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    expect(inProfile().getByText('Please choose an image file.')).toBeInTheDocument();
    const big = new NodeFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(photoInput(), big as unknown as File);
    expect(inProfile().getByText('The photo must be at most 5 MB.')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD');
  });

  it('sends multipart with name_variants[index] and the image when a photo is chosen', async () => {
    let form: FormData | null = null;
    let contentType: string | null = null;
    server.use(
      http.put('*/api/accounts/me/', async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = await request.formData();
        return HttpResponse.json(makeUser({ image: '/api/files/photos/new.png' }));
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.upload(photoInput(), photoFile());
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();

    expect(contentType).toContain('multipart/form-data');
    const sent = form as unknown as FormData;
    expect(sent.get('preferred_name')).toBe('Ada Lovelace');
    expect(sent.get('email')).toBe('ada@example.com');
    expect(sent.get('phone_number')).toBe('0612345678');
    expect(sent.get('affiliation')).toBe('CIE');
    expect(sent.get('orcid')).toBe('0000-0001-2345-6789');
    expect(sent.get('name_variants[0]')).toBe('A. Lovelace');
    expect(sent.get('name_variants[1]')).toBe('Ada L.');
    expect(sent.has('name_variants[2]')).toBe(false);
    expect(sent.has('name_variants')).toBe(false);
    const image = sent.get('image') as File;
    expect(image.name).toBe('me.png');
    expect(await image.text()).toBe('png-bytes');
  });

  it("'Remove' drops a chosen photo without calling the server", async () => {
    const puts: unknown[] = [];
    server.use(
      http.put(
        '*/api/accounts/me/',
        ({ request }) => (puts.push(request.url), HttpResponse.json(makeUser())),
      ),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.upload(photoInput(), photoFile());
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', PREVIEW);
    await user.click(inProfile().getByRole('button', { name: 'Remove' }));
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD');
    expect(inProfile().getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(puts).toHaveLength(0);
  });

  it("'Remove' deletes the stored photo with a JSON PUT holding image null", async () => {
    let stored: string | null = '/api/files/photos/ada.png';
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/accounts/me/', () => HttpResponse.json(makeUser({ image: stored }))),
      http.put('*/api/accounts/me/', async ({ request }) => {
        bodies.push(await request.json());
        stored = null;
        return HttpResponse.json(makeUser({ image: null }));
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/files/photos/ada.png',
    );
    await user.click(inProfile().getByRole('button', { name: 'Remove' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        preferred_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone_number: '0612345678',
        affiliation: 'CIE',
        orcid: '0000-0001-2345-6789',
        name_variants: ['A. Lovelace', 'Ada L.'],
        image: null,
      },
    ]);
    await waitFor(() =>
      expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD'),
    );
  });

  it('keeps unsaved form edits when the stored photo is removed', async () => {
    let stored: string | null = '/api/files/photos/ada.png';
    server.use(
      http.get('*/api/accounts/me/', () => HttpResponse.json(makeUser({ image: stored }))),
      http.put('*/api/accounts/me/', () => {
        stored = null;
        return HttpResponse.json(makeUser({ image: null }));
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    const orcid = inProfile().getByRole('textbox', { name: 'ORCID' });
    await user.clear(orcid);
    await user.type(orcid, '1111-2222-3333-4444');
    await user.click(inProfile().getByRole('button', { name: 'Remove' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(inProfile().getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD'),
    );
    expect(orcid).toHaveValue('1111-2222-3333-4444');
  });

  it("shows 'CN' without a name and disables 'Remove' without a photo ('/NULL' is none)", async () => {
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json(makeUser({ preferred_name: null, full_name: null, image: '/NULL' })),
      ),
    );
    renderSettings();
    expect(await inProfile().findByText('CN')).toBeInTheDocument();
    expect(inProfile().getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
