import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { isLinkableUrl } from '../../lib/urls';

export interface DocumentLinkProps {
  /** The stored value: an http(s) URL or a portal file becomes a link, anything else plain text. */
  url: string | null | undefined;
  /** Link text; default the URL itself. */
  children?: ReactNode;
  /** Shown when there is no value at all. */
  emptyText?: string;
}

/** Stops a click on the link from also activating a clickable table row around it. */
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A document link opening in a new tab, only for http(s) URLs and the portal's own files
 * (never javascript: or data:).
 */
export function DocumentLink({ url, children, emptyText = '—' }: DocumentLinkProps) {
  if (!url || url.trim() === '') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  if (!isLinkableUrl(url)) {
    return (
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Typography>
    );
  }
  return (
    <Link
      href={url.trim()}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stop}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children ?? url}
    </Link>
  );
}
