import { useState } from 'react';
import {
  forgetSharedPassword,
  readSharedPassword,
  saveSharedPassword,
} from '../lib/shared-password-cookie';

/** The shared password kept in the `shared_password` cookie after a successful creation. */
export function useRememberedSharedPassword() {
  const [remembered, setRemembered] = useState(readSharedPassword);
  return {
    remembered,
    remember: (password: string) => {
      saveSharedPassword(password);
      setRemembered(password);
    },
    forget: () => {
      forgetSharedPassword();
      setRemembered('');
    },
  };
}
