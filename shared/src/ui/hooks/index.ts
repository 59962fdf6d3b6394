export { useDebouncedValue } from './use-debounced-value';
export { useFeedText, type FeedItem } from './use-feed-text';
