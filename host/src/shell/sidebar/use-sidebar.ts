import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';

/** Viewports under 768px get the sidebar as a side sheet (spec §9). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  expanded: boolean;
  /** Mobile: the side sheet is open. */
  mobileOpen: boolean;
  isMobile: boolean;
  toggle: () => void;
  closeMobile: () => void;
}

/** Sidebar state: cookie-backed on desktop, a sheet on mobile, Ctrl/Cmd+B toggles either. */
export function useSidebar(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [expanded, setExpanded] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    writeSidebarCookie(!expanded);
    setExpanded(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);
  return { expanded, mobileOpen, isMobile, toggle, closeMobile };
}
