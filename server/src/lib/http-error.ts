/** An error whose status and JSON body reach the client as they are: `{detail, ...extra}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'Not found.');
export const unauthenticated = () =>
  new HttpError(401, 'Authentication credentials were not provided.');
