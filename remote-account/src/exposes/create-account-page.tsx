import { CreateAccountView } from '../features/create-account/components/create-account-view';

/** `remote_account/CreateAccountPage`, public: the host renders it outside the auth guard and shell. */
export default function CreateAccountPage() {
  return <CreateAccountView />;
}
