// Field messages for zod's own checks (length, range, whole numbers), worded for the person who
// typed the value: the server's 400 puts them under the field, where the console shows them
// (issue 18 defect 5). Checks with a message of their own (the spec's texts) keep it.
import { z } from 'zod';
import { WHOLE_NUMBER_MESSAGE, atMostCharacters } from './limits';

type Issue = z.core.$ZodRawIssue;

export function friendlyMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return atMostCharacters(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${String(issue.maximum)} entries`;
      if (issue.origin === 'number' || issue.origin === 'int') return `Must be ${String(issue.maximum)} or less`;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Required' : `At least ${String(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At least ${String(issue.minimum)} entries`;
      if (issue.origin === 'number' || issue.origin === 'int') return `Must be ${String(issue.minimum)} or more`;
      return undefined;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required';
      if (issue.expected === 'int') return WHOLE_NUMBER_MESSAGE;
      if (issue.expected === 'number') return 'Must be a number';
      return undefined;
    default:
      return undefined;
  }
}

z.config({ customError: friendlyMessage });
