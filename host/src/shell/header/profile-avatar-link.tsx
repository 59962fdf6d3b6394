import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import { useGetMeQuery } from '@inventor-portal/shared';
import { UserAvatar } from '@inventor-portal/shared/ui';
import { paths } from '../../config/paths';

/**
 * The signed-in inventor's avatar (photo, else initials, else 'CN'), linking to /profile.
 * Its accessible name is the inventor's name, so it never competes with the sidebar's 'Profile'.
 */
export function ProfileAvatarLink() {
  const { data: user } = useGetMeQuery();
  // An office account may have no inventor record: its email names it.
  const inventor = user?.inventor;
  return (
    <IconButton component={Link} to={paths.profile} sx={{ p: 0.5 }}>
      <UserAvatar
        name={inventor ? inventor.preferred_name : user?.email}
        image={inventor?.image}
        size={36}
      />
    </IconButton>
  );
}
