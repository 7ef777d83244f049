// The console's one way to change data (issue 34): every create, update, delete and action a
// screen makes goes through this hook (tests/unit/oneWayToChange.test.ts fails on a screen that
// calls a changing data provider method, react-query's useMutation, react-admin's
// useCreate/useUpdate/useDelete or fetch anywhere else). It is react-query's useMutation, which
// react-admin's own mutation hooks and its custom-method recipe are built on, plus:
// - one change at a time: a ref set synchronously on the first call drops a second call made
//   before the first settles (a double click), and `isPending` disables the trigger; with
//   `serial` the second call runs after the first instead (saves of typed values);
// - an Idempotency-Key on every change the call sends (dataProvider/api.ts sendingChangesWith),
//   kept for a retry after a failure and renewed after a success, so a request the browser
//   repeats runs once on the server too;
// - the server's answer: `data` is the latest call's own answer, cleared when a call starts, so a
//   screen never shows an earlier one;
// - errors: a toast with the server's message, and `fieldErrors` (the server's field map) for the
//   form's fields; `submit` returns them to react-admin's <Form onSubmit>, which puts them on the fields.
import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { sendingChangesWith } from '../../../dataProvider/api';
import { messageOf } from '../messageOf';
import { fieldErrorsOf, type FieldErrors } from '../submit/fieldErrors';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

export interface ChangeOptions<TData, TVars> {
  /** The change: data provider calls (their API changes carry this change's key). */
  mutationFn: (vars: TVars) => Promise<TData>;
  /** An i18n key (or a function of the answer) shown as a success toast. */
  success?: string | ((data: TData, vars: TVars) => string);
  /** Runs as the call starts (clear what the last answer showed). */
  onMutate?: (vars: TVars) => unknown;
  onSuccess?: (data: TData, vars: TVars) => unknown;
  /** Replaces the default error toast. */
  onError?: (error: Error, vars: TVars) => unknown;
  onSettled?: () => unknown;
  /** Read the screen's data again after a success (react-admin's refresh). */
  refresh?: boolean;
  /** For editors whose errors sit on nested fields ('voucher_data.steps.0.title'). */
  keepErrorPaths?: boolean;
  /**
   * A call made while another runs waits its turn instead of being dropped: for saves of what was
   * typed (a field left while another field's save is on its way carries an edit of its own), not
   * for buttons, where the second call is a double click.
   */
  serial?: boolean;
  /** With `serial`: asked when a call's turn comes; true sends nothing (what it would save is already stored). */
  unchanged?: (vars: TVars) => boolean;
}

export interface Change<TData, TVars> {
  /** Runs the change unless one is running; resolves with its answer, or undefined when it failed or was dropped. */
  run: (vars: TVars) => Promise<TData | undefined>;
  /** `run` for an event handler. */
  mutate: (vars: TVars) => void;
  /** `run` that tells a failure apart: the answer, or the error (already shown), or null when another call was running. */
  attempt: (vars: TVars) => Promise<{ data: TData } | { error: unknown } | null>;
  /** For react-admin's <Form onSubmit>: the server's field errors, which the form puts on its fields. */
  submit: (vars: TVars) => Promise<FieldErrors | undefined>;
  isPending: boolean;
  data: TData | undefined;
  error: unknown;
  fieldErrors: FieldErrors;
  reset: () => void;
}

export function useChange<TData = unknown, TVars = void>(options: ChangeOptions<TData, TVars>): Change<TData, TVars> {
  const notify = useNotify();
  const refresh = useRefresh();
  const inFlight = useRef(false);
  const key = useRef(newKey());
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const latest = useRef(options);
  latest.current = options;

  const mutation = useMutation<TData, unknown, TVars>({
    mutationFn: (vars) => sendingChangesWith(key.current, () => latest.current.mutationFn(vars)),
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  /** One guarded call: its answer, or its error (already shown), or null when another call was running. */
  const executeNow = useCallback(async (vars: TVars): Promise<{ data: TData } | { error: unknown } | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setFieldErrors({});
    resetMutation();
    latest.current.onMutate?.(vars);
    const { success, onSuccess, onError, refresh: refreshAfter, keepErrorPaths } = latest.current;
    try {
      const data = await mutateAsync(vars);
      key.current = newKey();
      if (success) notify(typeof success === 'function' ? success(data, vars) : success, { type: 'success' });
      if (refreshAfter) refresh();
      await onSuccess?.(data, vars);
      return { data };
    } catch (error) {
      // The key stays: a retry of the same body is the same request.
      setFieldErrors(fieldErrorsOf(error, { keepPaths: keepErrorPaths }));
      if (onError) await onError(error instanceof Error ? error : new Error(String(error)), vars);
      else notify(messageOf(error), { type: 'error' });
      return { error };
    } finally {
      inFlight.current = false;
      setBusy(false);
      await latest.current.onSettled?.();
    }
  }, [mutateAsync, resetMutation, notify, refresh]);

  // Serial calls queue behind the last one: each starts once the one before has settled.
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  const execute = useCallback((vars: TVars) => {
    if (!latest.current.serial) return executeNow(vars);
    const mine = turn.current.then(() => (latest.current.unchanged?.(vars) ? null : executeNow(vars)));
    turn.current = mine.catch(() => undefined);
    return mine;
  }, [executeNow]);

  const run = useCallback(async (vars: TVars) => {
    const outcome = await execute(vars);
    return outcome && 'data' in outcome ? outcome.data : undefined;
  }, [execute]);

  const mutate = useCallback((vars: TVars) => { void run(vars); }, [run]);

  const submit = useCallback(async (vars: TVars) => {
    const outcome = await execute(vars);
    if (!outcome || !('error' in outcome)) return undefined;
    const errors = fieldErrorsOf(outcome.error, { keepPaths: latest.current.keepErrorPaths });
    return Object.keys(errors).length > 0 ? errors : undefined;
  }, [execute]);

  const reset = useCallback(() => { resetMutation(); setFieldErrors({}); }, [resetMutation]);

  return {
    run, mutate, submit, reset, fieldErrors, attempt: execute,
    isPending: busy || mutation.isPending,
    data: mutation.data,
    error: mutation.error,
  };
}
