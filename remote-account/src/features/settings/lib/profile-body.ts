import type { ProfileValues } from '@remote-account/lib/account-types';

/** What to do with the photo on a profile save: keep it, upload a new one, or remove it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

export type ProfileBody = FormData | (ProfileValues & { image?: null; current_password?: string });

/**
 * The PUT /api/accounts/me/ body (docs/api.md): JSON, or multipart when a photo is uploaded, with
 * the list items named `name_variants[0]`, `name_variants[1]`... A null field goes as ''.
 * `currentPassword` goes only with a change of the email: the server asks for it then, and
 * only then.
 */
export const buildProfileBody = (
  profile: ProfileValues,
  photo: PhotoChange,
  currentPassword?: string,
): ProfileBody => {
  const password = currentPassword === undefined ? {} : { current_password: currentPassword };
  if (photo.kind === 'remove') return { ...profile, ...password, image: null };
  if (photo.kind === 'keep') return { ...profile, ...password };
  const body = new FormData();
  body.append('preferred_name', profile.preferred_name);
  body.append('email', profile.email);
  body.append('phone_number', profile.phone_number ?? '');
  body.append('affiliation', profile.affiliation ?? '');
  body.append('orcid', profile.orcid ?? '');
  profile.name_variants.forEach((variant, index) =>
    body.append(`name_variants[${index}]`, variant),
  );
  if (currentPassword !== undefined) body.append('current_password', currentPassword);
  body.append('image', photo.file);
  return body;
};
