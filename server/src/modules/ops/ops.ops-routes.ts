import { OkSchema } from '@seabook/domain/envelope';
import {
  DashboardSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffOptionsSchema,
  StaffRowSchema,
  StaffSaveSchema,
  StaffStatusSchema,
} from '@seabook/domain/ops-admin';
import { AuditListQuerySchema, AuditListSchema, OpsMeSchema } from '@seabook/domain/ops-audit';
import type { StaffPermission } from '@seabook/domain/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { operator } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { revokeSession } from '../auth/auth.service.ts';
import { listAudit, staffOptions } from './audit-list.ts';
import { dashboard } from './dashboard.ts';
import { operatorProfile } from './ops.service.ts';
import { listStaff, saveStaff, setStaffStatus } from './staff-admin.ts';

const tags = ['ops'];

/** Any operator, whatever their role. */
const anyOperator = operator();
/** A desk permission, checked before the input is (a customer hears 403, not 422). */
const dashboardQuery = operator('ops.dashboard', 'query');
const auditQuery = operator('ops.audit', 'query');
const staffQuery = operator('ops.staff', 'query');
const staffEdit = operator('ops.staff', 'edit');
const staffAdmin = operator('ops.staff');
/** A new operator needs `add`, an edit `edit`, read from the checked body. */
const staffSave = operator('ops.staff', (request) => ((request.body as { id?: string }).id ? 'edit' : 'add'));

/**
 * The back office itself (issue 6): the signed-in operator (GET /v2/ops/me, from which the back office
 * builds its menu and buttons) and sign-out, the dashboard for every operator (ops.dashboard), the audit
 * search for administrators (ops.audit) and the staff accounts for administrators (ops.staff).
 */
export async function opsRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/ops/me',
    {
      schema: {
        tags,
        summary: 'The signed-in operator with their role and its permissions (403 for a customer session)',
        response: answers(OpsMeSchema),
      },
    },
    async (request) => {
      const actor = anyOperator.actor(request);
      const profile = await operatorProfile(db, actor.staffId);
      if (!profile) throw new AppError('UNAUTHORIZED');
      const permissions = actor.permissions.map((grant) => ({
        permissionId: grant.permissionId as StaffPermission,
        actionEntitySet: grant.actionEntitySet,
      }));
      return ok({ ...profile, permissions });
    },
  );
  app.post(
    '/v2/ops/logout',
    {
      schema: {
        tags,
        summary: 'Sign the operator out (revokes the staff session)',
        response: answers(OkSchema),
      },
    },
    async (request) => {
      await revokeSession(db, anyOperator.actor(request).sessionId);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/v2/ops/dashboard',
    {
      schema: {
        tags,
        summary: 'The queues the operator’s role can work (count and oldest item) and today’s 30-minute review promise',
        response: answers(DashboardSchema),
      },
      preValidation: dashboardQuery.preValidation,
    },
    async (request) => ok(await dashboard(db, dashboardQuery.actor(request).permissions)),
  );

  app.get(
    '/v2/ops/audit/list',
    {
      schema: {
        tags,
        summary: 'The audit trail, newest first: by operator, action, object type, keyword and China days',
        querystring: AuditListQuerySchema,
        response: answers(AuditListSchema),
      },
      preValidation: auditQuery.preValidation,
    },
    async (request) => ok(await listAudit(db, request.query)),
  );
  app.get(
    '/v2/ops/staff/options',
    {
      schema: {
        tags,
        summary: 'Every operator (id, name, username) for the audit search’s operator filter',
        response: answers(StaffOptionsSchema),
      },
      preValidation: auditQuery.preValidation,
    },
    async () => ok(await staffOptions(db)),
  );

  app.get(
    '/v2/ops/staff/list',
    {
      schema: {
        tags,
        summary: 'The operators’ accounts by username or name, paged',
        querystring: StaffListQuerySchema,
        response: answers(StaffListSchema),
      },
      preValidation: staffQuery.preValidation,
    },
    async (request) => ok(await listStaff(db, request.query)),
  );
  app.post(
    '/v2/ops/staff/save',
    {
      schema: {
        tags,
        summary:
          'A new operator (username, name, role, password) or an edit (name, role, optionally a new password); 409 STAFF_USERNAME_TAKEN, STAFF_LAST_ADMIN',
        body: StaffSaveSchema,
        response: answers(StaffRowSchema),
      },
      preValidation: staffAdmin.preValidation,
    },
    async (request) => {
      const actor = staffSave.actor(request);
      return ok(await saveStaff(db, actor, request.body));
    },
  );
  app.post(
    '/v2/ops/staff/status',
    {
      schema: {
        tags,
        summary:
          'Enable or disable an operator (disabling ends their sessions); 409 STAFF_SELF_DISABLE, STAFF_LAST_ADMIN',
        body: StaffStatusSchema,
        response: answers(StaffRowSchema),
      },
      preValidation: staffEdit.preValidation,
    },
    async (request) => ok(await setStaffStatus(db, staffEdit.actor(request), request.body)),
  );
}
