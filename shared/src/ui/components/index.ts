export * from './data-table';
export {
  StatusBadge,
  statusKind,
  capitalise,
  type StatusBadgeProps,
  type StatusOwner,
} from './status-badge';
export {
  InventorAvatars,
  type AvatarInventor,
  type InventorAvatarsProps,
} from './inventor-avatars';
export { UserAvatar, type UserAvatarProps } from './user-avatar';
export { Pager, pageCountOf, type PagerProps } from './pager';
export { CounterCard, type CounterCardProps } from './counter-card';
export { RelativeTime, type RelativeTimeProps } from './relative-time';
export {
  formatRelativeTime,
  formatDate,
  formatDateTime,
  toDate,
  type DateInput,
} from './format-date';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { PageHeader, type PageHeaderProps } from './page-header';
export { TWO_LINES } from './line-clamp';
export {
  daysUntil,
  disclosureDeadline,
  officeTimeZone,
  type DisclosureDeadline,
} from './disclosure-deadline';
export { VISUALLY_HIDDEN } from './visually-hidden';
export { TitledSection, SectionText } from './titled-section';
