import {
  DashboardSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffOptionsSchema,
  StaffRowSchema,
  StaffSaveSchema,
  StaffStatusSchema,
} from '@seabook/domain/ops-admin';
import { AuditListQuerySchema, AuditListSchema } from '@seabook/domain/ops-audit';
import type { Action, StaffPermission } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireStaff } from '../../http/guards.ts';
import { listAudit, staffOptions } from './audit-list.ts';
import { dashboard } from './dashboard.ts';
import { listStaff, saveStaff, setStaffStatus } from './staff-admin.ts';

const tags = ['ops'];

/** The staff session and a desk permission, checked before the input is (a customer hears 403, not 422). */
function guard(permission: StaffPermission, action?: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, permission, action);
  };
}

/**
 * The back office's dashboard, audit trail and staff accounts (issue 6): the dashboard for every
 * operator (ops.dashboard), the audit search for administrators (ops.audit), the staff accounts for
 * administrators (ops.staff).
 */
export async function opsAdminRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/ops/dashboard',
    {
      schema: {
        tags,
        summary: 'The queues the operator’s role can work (count and oldest item) and today’s 30-minute review promise',
        response: answers(DashboardSchema),
      },
      preValidation: guard('ops.dashboard', 'query'),
    },
    async (request) => ok(await dashboard(db, requireStaff(request, 'ops.dashboard', 'query').permissions)),
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
      preValidation: guard('ops.audit', 'query'),
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
      preValidation: guard('ops.audit', 'query'),
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
      preValidation: guard('ops.staff', 'query'),
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
      preValidation: guard('ops.staff'),
    },
    async (request) => {
      const actor = requireStaff(request, 'ops.staff', request.body.id ? 'edit' : 'add');
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
      preValidation: guard('ops.staff', 'edit'),
    },
    async (request) => ok(await setStaffStatus(db, requireStaff(request, 'ops.staff', 'edit'), request.body)),
  );
}
