/** The manager's shared password, remembered for 30 days after a successful creation (spec §6, §9). */
export const SHARED_PASSWORD_COOKIE = 'shared_password';
export const SHARED_PASSWORD_MAX_AGE = 30 * 24 * 60 * 60;

const secure = () =>
  typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';

export const readSharedPassword = (): string => {
  const prefix = `${SHARED_PASSWORD_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return '';
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return '';
  }
};

export const saveSharedPassword = (password: string): void => {
  document.cookie =
    `${SHARED_PASSWORD_COOKIE}=${encodeURIComponent(password)}; max-age=${SHARED_PASSWORD_MAX_AGE}` +
    `; path=/; SameSite=Strict${secure()}`;
};

export const forgetSharedPassword = (): void => {
  document.cookie = `${SHARED_PASSWORD_COOKIE}=; max-age=0; path=/; SameSite=Strict${secure()}`;
};
