export { store, createStore, type AppStore, type RootState, type AppDispatch } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { StoreProvider, type StoreProviderProps } from './store-provider';
