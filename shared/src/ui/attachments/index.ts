/**
 * `@inventor-portal/shared/attachments`: a ticket's "Attachments" section (list, downloads, the
 * zip, and uploads with progress where the viewer may change them), mounted by the inventor's
 * ticket form and page and the office's review page. Its own shared module, downloaded by those
 * pages only.
 */
export { AttachmentsPanel, type AttachmentsPanelProps } from './attachments-panel';
export { formatFileSize } from './format-file-size';
