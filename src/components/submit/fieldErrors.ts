// The server's field errors, put on the form's fields (issue 18 defect 5). Every 400 of the API
// answers `{ error, fields: { 'path.to.field': message } }` (server/plugins/errors.ts); a form
// holds its fields by their top-level name, so 'hashtags.3' lands on 'hashtags'. react-admin's
// <Form onSubmit> sets the object returned here on the fields; dialogs outside a form read it.
import { HttpError } from 'react-admin';

export type FieldErrors = Record<string, string>;

/**
 * `keepPaths`: for editors that show errors on nested fields (the sway flow editor's
 * 'voucher_data.steps.0.title'), keep the server's whole path instead of its first name.
 */
export function fieldErrorsOf(error: unknown, { keepPaths = false } = {}): FieldErrors {
  const body = error instanceof HttpError ? (error.body as { fields?: unknown } | null) : null;
  const fields = body && typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = (keepPaths ? path : path.split('.')[0]) || 'body';
    if (typeof message === 'string') errors[field] ??= message;
  }
  return errors;
}
