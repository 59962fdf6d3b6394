import { useGetMeQuery } from '@inventor-portal/shared';
import {
  fieldErrorsOf,
  hasImage,
  type FormErrors,
  type Account,
} from '@inventor-portal/shared/schemas';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { useMemo, useState } from 'react';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, successStatus, type AccountStatus } from '@remote-account/lib/account-status';
import type { ProfileValues } from '@remote-account/lib/account-types';
import { useUpdateMeMutation } from '../api/settings-api';
import { usePhotoPicker } from '../hooks/use-photo-picker';
import {
  isEmailChanged,
  storedProfile,
  toProfileFormValues,
  toProfilePayload,
  type ProfileFormValues,
} from '../lib/profile-form-values';
import type { PhotoChange } from '../lib/profile-body';
import { PhotoBlock } from './photo-block';
import { ProfileForm } from './profile-form';

type SaveResult = { ok: true; user: Account } | { ok: false; errors: FormErrors | undefined };

/** Photo block + profile form; they share one save call and one message line. */
export function ProfileSection() {
  const { t } = useAccountTranslation();
  const { data: user } = useGetMeQuery();
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  const photo = usePhotoPicker();
  const [status, setStatus] = useState<AccountStatus>(null);
  const initialValues = useMemo(() => toProfileFormValues(user), [user]);
  const storedImage = hasImage(user?.inventor?.image) ? user?.inventor?.image : null;
  const savedEmail = user?.email ?? '';

  /** Saves; answers the saved user, or the server's field messages on failure. */
  const save = async (
    values: ProfileValues,
    change: PhotoChange,
    currentPassword?: string,
  ): Promise<SaveResult> => {
    setStatus(null);
    try {
      const saved = await updateMe({ profile: values, photo: change, currentPassword }).unwrap();
      photo.clear();
      setStatus(successStatus('settings.profile.saved'));
      return { ok: true, user: saved };
    } catch (error) {
      setStatus(errorStatus(error, 'settings.profile.saveFailed'));
      return { ok: false, errors: fieldErrorsOf(error) };
    }
  };

  const onSubmit = async (values: ProfileFormValues, form: FormApi<ProfileFormValues>) => {
    // The password goes only with a new email: the same field left over from an undone edit
    // is not sent.
    const emailChanged = isEmailChanged(values, savedEmail);
    const result = await save(
      toProfilePayload(values),
      photo.file ? { kind: 'upload', file: photo.file } : { kind: 'keep' },
      emailChanged ? (values.current_password ?? '') : undefined,
    );
    if (!result.ok) return result.errors;
    // Show what the server stored (trimmed, split); edits kept across a refresh stop being edits.
    const stored = toProfileFormValues(result.user);
    form.batch(() => {
      for (const [name, value] of Object.entries(stored))
        form.change(name as keyof ProfileFormValues, value);
      form.change('current_password', undefined);
    });
    return undefined;
  };

  const onRemove = (stored: Account | null | undefined) => {
    if (photo.file) {
      photo.clear();
      return;
    }
    if (stored && storedImage) void save(storedProfile(stored), { kind: 'remove' });
  };

  return (
    <Card component="section" aria-labelledby="profile-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="profile-settings-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('settings.profile.heading')}
        </Typography>
        <PhotoBlock
          name={user?.inventor?.preferred_name}
          image={photo.preview ?? storedImage}
          error={photo.error}
          canRemove={Boolean(photo.file || storedImage)}
          busy={saving}
          onPick={photo.pick}
          onRemove={() => onRemove(user)}
        />
        <Divider sx={{ my: 3 }} />
        <ProfileForm
          initialValues={initialValues}
          savedEmail={savedEmail}
          status={status}
          onSubmit={onSubmit}
        />
      </CardContent>
    </Card>
  );
}
