import { useEffect } from 'react';

export const APP_NAME = 'Inventor Portal';

/** Sets the tab title to '<page> | Inventor Portal' while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${APP_NAME}`;
  }, [page]);
}
