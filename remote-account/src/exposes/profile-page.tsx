import { ProfileView } from '../features/profile/components/profile-view';

/** `remote_account/ProfilePage`, mounted by the host at /profile. */
export default function ProfilePage() {
  return <ProfileView />;
}
