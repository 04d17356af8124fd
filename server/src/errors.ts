export interface FieldProblem {
  field: string;
  message: string;
}

/** One entry of `details`: a field's problem, or (409) a record the conflict is about, such as a possible duplicate. */
export type ErrorDetail = FieldProblem | Record<string, unknown>;

/** An error a caller can act on: it becomes `{ status, error, title, details }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly title?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details: FieldProblem[] = []) =>
  new AppError(400, message, details, 'Please check the highlighted fields');
export const invalidFields = (details: FieldProblem[]) => badRequest(details.map((d) => d.message).join('; '), details);
export const unauthorized = (message = 'Please sign in again') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, details: ErrorDetail[] = [], title = message) => new AppError(409, message, details, title);
