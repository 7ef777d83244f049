// The text of a failed call for a toast: the server's message when the error carries one.
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
