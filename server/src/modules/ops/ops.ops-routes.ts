import { opsCalls } from '@seabook/domain/ops.calls';
import type { StaffPermission } from '@seabook/domain/permissions';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import { revokeSession } from '../auth/auth.service.ts';
import { listAudit, staffOptions } from './audit-list.ts';
import { dashboard } from './dashboard.ts';
import { operatorProfile } from './ops.service.ts';
import { listStaff, saveStaff, setStaffStatus } from './staff-admin.ts';

/** The back office itself (domain/src/ops.calls.ts): the operator, the dashboard, the audit trail and the staff. */
export async function opsRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, opsCalls.me, async ({ actor }) => {
    const profile = await operatorProfile(db, actor.staffId);
    if (!profile) throw new AppError('UNAUTHORIZED');
    const permissions = actor.permissions.map((grant) => ({
      permissionId: grant.permissionId as StaffPermission,
      actionEntitySet: grant.actionEntitySet,
    }));
    return { ...profile, permissions };
  });
  await route(app, opsCalls.logout, async ({ actor }) => {
    await revokeSession(db, actor.sessionId);
    return { ok: true as const };
  });
  await route(app, opsCalls.dashboard, async ({ actor }) => dashboard(db, actor.permissions));
  await route(app, opsCalls.auditList, async ({ query }) => listAudit(db, query));
  await route(app, opsCalls.staffOptions, async () => staffOptions(db));
  await route(app, opsCalls.staffList, async ({ query }) => listStaff(db, query));
  await route(app, opsCalls.staffSave, async ({ actor, body }) => saveStaff(db, actor, body));
  await route(app, opsCalls.staffStatus, async ({ actor, body }) => setStaffStatus(db, actor, body));
}
