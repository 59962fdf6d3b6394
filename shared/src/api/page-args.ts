/** Query arguments of every paged list (docs/api.md "Lists"). */
export interface PageArgs {
  page: number;
  page_size: number;
}
