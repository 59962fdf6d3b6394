/** Query arguments of every paged list (API.md "Lists"). */
export interface PageArgs {
  page: number;
  page_size: number;
}
