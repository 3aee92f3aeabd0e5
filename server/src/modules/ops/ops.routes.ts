import { OkSchema } from '@seabook/domain/envelope';
import { OpsMeSchema } from '@seabook/domain/ops-audit';
import type { StaffPermission } from '@seabook/domain/permissions';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireStaff } from '../../http/guards.ts';
import { revokeSession } from '../auth/sessions.ts';
import { roles } from '../members/members.tables.ts';
import { staff } from './ops.tables.ts';

/** The signed-in operator (GET /v2/ops/me), from which the back office builds its menu and buttons, and sign-out. */
export async function opsRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/ops/me',
    {
      schema: {
        tags: ['ops'],
        summary: 'The signed-in operator with their role and its permissions (403 for a customer session)',
        response: answers(OpsMeSchema),
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const [row] = await db
        .select({ id: staff.id, username: staff.username, name: staff.name, role: roles.code })
        .from(staff)
        .innerJoin(roles, eq(roles.id, staff.roleId))
        .where(eq(staff.id, actor.staffId));
      if (!row) throw new AppError('UNAUTHORIZED');
      const permissions = actor.permissions.map((grant) => ({
        permissionId: grant.permissionId as StaffPermission,
        actionEntitySet: grant.actionEntitySet,
      }));
      return ok({ ...row, role: row.role ?? '', permissions });
    },
  );
  app.post(
    '/v2/ops/logout',
    {
      schema: {
        tags: ['ops'],
        summary: 'Sign the operator out (revokes the staff session)',
        response: answers(OkSchema),
      },
    },
    async (request) => {
      await revokeSession(db, requireStaff(request).sessionId);
      return ok({ ok: true as const });
    },
  );
}
