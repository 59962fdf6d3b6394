import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as pageStore, type AppStore } from './store';

export interface StoreProviderProps {
  children: ReactNode;
  /** Only tests pass their own store. */
  store?: AppStore;
}

export function StoreProvider({ children, store = pageStore }: StoreProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
