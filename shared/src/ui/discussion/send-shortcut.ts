import type { KeyboardEvent } from 'react';

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) sends the comment; Enter alone starts a new line. A key pressed
 * to confirm an input-method composition (Japanese, Chinese…) never sends.
 */
export const isSendShortcut = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing;
