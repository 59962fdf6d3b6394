import type { Components, Theme } from '@mui/material/styles';
import type { TFunction } from '@inventor-portal/shared/i18n';

type PageItem = 'first' | 'last' | 'next' | 'previous';
type PaginationItem = PageItem | 'page' | 'start-ellipsis' | 'end-ellipsis';

/**
 * MUI components' built-in texts from the shared catalog (`mui.*`), as theme default props.
 * Not @mui/material/locale: it bundles every language of every component into the shared theme.
 * English is MUI's own wording, so an English page reads exactly as without them.
 */
export function muiTexts(t: TFunction<'shared'>): Components<Theme> {
  const goTo: Record<PageItem, string> = {
    first: t('mui.firstPage'),
    last: t('mui.lastPage'),
    next: t('mui.nextPage'),
    previous: t('mui.previousPage'),
  };
  const paginationItem = (type: PaginationItem, page: number | null, selected: boolean) => {
    if (type === 'page')
      return selected ? t('mui.currentPage', { page }) : t('mui.goToPage', { page });
    return type === 'start-ellipsis' || type === 'end-ellipsis' ? t('mui.morePages') : goTo[type];
  };
  return {
    MuiAlert: { defaultProps: { closeText: t('mui.close') } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('mui.clear'),
        closeText: t('mui.close'),
        loadingText: t('mui.loading'),
        noOptionsText: t('mui.noOptions'),
        openText: t('mui.open'),
      },
    },
    MuiBreadcrumbs: { defaultProps: { expandText: t('mui.showPath') } },
    MuiPagination: {
      defaultProps: { 'aria-label': t('mui.pagination'), getItemAriaLabel: paginationItem },
    },
    MuiRating: {
      defaultProps: {
        emptyLabelText: t('mui.noRating'),
        getLabelText: (value: number) => t('mui.stars', { count: value }),
      },
    },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type: PageItem) => goTo[type],
        labelRowsPerPage: t('mui.rowsPerPage'),
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? t('mui.displayedRowsMore', { from, to })
            : t('mui.displayedRows', { from, to, count }),
      },
    },
  };
}
