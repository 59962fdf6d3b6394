import {
  useGetCoInventorsQuery,
  useGetMeQuery,
  useGetPatentsQuery,
  usePageTitle,
} from '@inventor-portal/shared';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import Stack from '@mui/material/Stack';
import { useAccountTranslation } from '@remote-account/i18n';
import { ProfileCoInventors } from './profile-co-inventors';
import { ProfilePatents } from './profile-patents';
import { ProfileSummary } from './profile-summary';

const FIRST_PAGE = { page: 1, page_size: PAGE_SIZES.profileLists } as const;

/** Profile: who the inventor is, counters, first patents and co-inventors (spec §2 Profile). */
export function ProfileView() {
  const { t } = useAccountTranslation();
  usePageTitle(t('profile.pageTitle'));
  const me = useGetMeQuery();
  // An office account may have no inventor record (API.md Part 2): no patents, no co-inventors.
  const isInventor = me.data?.inventor !== null;
  // A failed list load is an empty list (spec §4).
  const patents = useGetPatentsQuery(FIRST_PAGE, { skip: !isInventor });
  const coInventors = useGetCoInventorsQuery(FIRST_PAGE, { skip: !isInventor });

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <ProfileSummary
        user={me.data}
        loading={me.isLoading}
        patentsCount={patents.data?.count}
        coInventorsCount={coInventors.data?.count}
      />
      {isInventor ? (
        <>
          <ProfilePatents patents={patents.data?.results ?? []} loading={patents.isLoading} />
          <ProfileCoInventors
            coInventors={coInventors.data?.results ?? []}
            loading={coInventors.isLoading}
          />
        </>
      ) : null}
    </Stack>
  );
}
