import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PatentsView = 'cards' | 'table';

/**
 * The Cards/Table choice lives in the URL (`?view=table`) so back/forward and shared links keep it.
 * Cards is the default and leaves no parameter.
 */
export function usePatentsView(): [PatentsView, (view: PatentsView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: PatentsView = searchParams.get('view') === 'table' ? 'table' : 'cards';
  const setView = useCallback(
    (next: PatentsView) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'table') params.set('view', 'table');
        else params.delete('view');
        return params;
      });
    },
    [setSearchParams],
  );
  return [view, setView];
}
