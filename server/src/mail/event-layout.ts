import type { Language } from '@inventor-portal/shared/schemas';
import { mailT } from './mail-text';
import type { MailAttachment, OutgoingMail } from './outbox';

/**
 * The shape shared by the event mails (status changed, comment, added as inventor, disclosure
 * deadline): paragraphs and quotes, one call to action (the ticket), and a footer saying why
 * the mail came and how to stop it. Rendered twice, as plain text and as HTML, from the same
 * content; every value is escaped in the HTML.
 */

export type Block = { kind: 'p'; text: string } | { kind: 'quote'; text: string };

export interface EventMailContent {
  subject: string;
  greeting: string;
  blocks: Block[];
  action: { label: string; url: string };
  /** Why the recipient gets this mail. */
  reason: string;
  unsubscribe: { label: string; url: string };
  signature: string;
}

export interface EventMailEnvelope {
  to: string;
  language: Language;
  attachments?: MailAttachment[];
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Line breaks of user text kept in the HTML. */
const htmlLines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

function renderText(content: EventMailContent, language: Language): string {
  // `Label: URL`, with the language's typography (French: a no-break space before the colon).
  const t = mailT(language);
  const lines = [content.greeting, ''];
  for (const block of content.blocks) {
    if (block.kind === 'p') lines.push(block.text, '');
    else lines.push(...block.text.split(/\r?\n/).map((line) => `> ${line}`), '');
  }
  lines.push(t('link', content.action), '', content.signature, '');
  lines.push('--', content.reason, t('link', content.unsubscribe));
  return lines.join('\n');
}

function renderHtml(content: EventMailContent, language: Language): string {
  const blocks = content.blocks.map((block) =>
    block.kind === 'p'
      ? `<p>${htmlLines(block.text)}</p>`
      : `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #1565c0;background:#f5f7fa">${htmlLines(block.text)}</blockquote>`,
  );
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:600px">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...blocks,
    `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="font-size:13px;color:#52606d">${escapeHtml(content.action.url)}</p>`,
    `<p>${escapeHtml(content.signature)}</p>`,
    '<hr style="border:none;border-top:1px solid #d9e2ec">',
    `<p style="font-size:12px;color:#52606d">${escapeHtml(content.reason)} <a href="${escapeHtml(content.unsubscribe.url)}">${escapeHtml(content.unsubscribe.label)}</a></p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The outgoing mail: text and HTML alternatives, and the RFC 8058 one-click headers whose link
 * turns this event's mail off without signing in.
 */
export function eventMail(envelope: EventMailEnvelope, content: EventMailContent): OutgoingMail {
  return {
    to: envelope.to,
    subject: content.subject,
    text: renderText(content, envelope.language),
    html: renderHtml(content, envelope.language),
    headers: {
      'List-Unsubscribe': `<${content.unsubscribe.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(envelope.attachments?.length ? { attachments: envelope.attachments } : {}),
  };
}
