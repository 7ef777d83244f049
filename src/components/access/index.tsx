// The screens' way to ask about a role-dependent control: react-admin's useCanAccess and
// <CanAccess>, typed by the control table of authProvider/screens.ts so a misspelt action does not
// compile. The answer comes from the auth provider's canAccess, never from comparing user types.
import type { ReactNode } from 'react';
import { CanAccess, useCanAccess } from 'react-admin';
import type { ControlAction, ControlResource } from '../../../authProvider/screens';

export interface ControlAccess {
  /** True once the auth provider has said yes; false while it has not answered. */
  allowed: boolean;
  isPending: boolean;
}

/**
 * Whether the user may use a control. `allowed` stays false while the answer is pending, so a
 * control never flashes up for a user who may not use it; those who may see it a moment later.
 */
export function useControl<R extends ControlResource>(resource: R, action: ControlAction<R>): ControlAccess {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  return { allowed: canAccess === true, isPending };
}

/** Renders its children only for users the control table lets use the control (nothing while pending). */
export function Allowed<R extends ControlResource>({ resource, action, children }: { resource: R; action: ControlAction<R>; children: ReactNode }) {
  // error={null}: a failed check hides the control instead of leaving the screen.
  return <CanAccess resource={resource} action={action} error={null}>{children}</CanAccess>;
}
