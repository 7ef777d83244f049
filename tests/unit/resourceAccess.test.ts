// A screen shown by a react-admin resource is named after its path (/couponCodes → couponCodes).
// Its list view asks the auth provider canAccess({ resource, action: 'list' }) and sends a refused
// user to /accessDenied, so that answer must agree with the guard for every user type: the guard
// alone decides where a refused user goes (/timeline), and an allowed one is never turned away.
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../authProvider/canAccess';
import { guard } from '../../authProvider/guard';
import { screens } from '../../authProvider/screens';
import { USER_TYPES } from '../../contract/roles';

describe('resource screens', () => {
  it.each(screens.map((s) => [s.path]))('canAccess on the resource named after %s agrees with the guard', (path) => {
    const screen = screens.find((s) => s.path === path)!;
    for (const action of ['list', 'create', 'edit', 'show']) {
      for (const userType of USER_TYPES) {
        const allowed = guard(screen, path, true, userType).kind === 'allow';
        expect(canAccess(userType, { resource: path.slice(1), action }), `${userType} ${action} ${path}`).toBe(allowed);
      }
    }
  });
});
