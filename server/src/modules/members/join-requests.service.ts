import { maskPhone } from '@seabook/domain/auth';
import { can } from '@seabook/domain/permissions';
import type { JoinApply, JoinDecision, JoinList, JoinRequest, JoinState } from '@seabook/domain/sub-accounts';
import { DEFAULT_SUB_GRANTS } from '@seabook/domain/sub-accounts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { companyOf, fieldError, insertSubAccount, isUniqueViolation, usernameOnce } from './sub-accounts.service.ts';
import { joinRequests } from './sub-accounts.tables.ts';

/**
 * Requests to join a company (issue 16, decision 033). A registered person's own account applies to a
 * verified company by its code under the username it would use there; the company's main account approves
 * or rejects with a reason, once (the request row is locked and must still be pending). Approval makes a
 * new sub-account `username@code` with the applicant's name, e-mail, mobile and current password; the
 * person's own account and its orders stay theirs.
 */

const applicant = alias(accounts, 'applicant');
const subAccount = alias(accounts, 'sub_account');

const columns = {
  request: joinRequests,
  companyName: tenants.name,
  companyCode: tenants.code,
  applicantName: applicant.name,
  applicantMobile: applicant.mobile,
  loginName: subAccount.loginName,
};

type Row = {
  request: typeof joinRequests.$inferSelect;
  companyName: string;
  companyCode: string;
  applicantName: string;
  applicantMobile: string | null;
  loginName: string | null;
};

function view(row: Row): JoinRequest {
  const { request } = row;
  return {
    id: request.id,
    companyName: row.companyName,
    companyCode: row.companyCode,
    applicantName: row.applicantName,
    applicantMobile: row.applicantMobile ? maskPhone(row.applicantMobile) : '',
    username: request.username,
    remark: request.remark,
    status: request.status,
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
    loginName: row.loginName ?? '',
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(joinRequests)
    .innerJoin(tenants, eq(tenants.id, joinRequests.tenantId))
    .innerJoin(applicant, eq(applicant.id, joinRequests.applicantId))
    .leftJoin(subAccount, eq(subAccount.id, joinRequests.subAccountId));
}

async function one(db: DbOrTx, id: string): Promise<JoinRequest> {
  const [row] = await selectRows(db).where(eq(joinRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

async function page(
  db: Db,
  where: ReturnType<typeof and>,
  query: { page: number; pageSize: number },
): Promise<JoinList> {
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(joinRequests).where(where),
    selectRows(db)
      .where(where)
      .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: rows.map(view), total: counted?.total ?? 0 };
}

/** POST /v2/member/childaccount/apply: only a person's own (main) account applies. */
export async function applyToJoin(db: Db, actor: AccountActor, input: JoinApply): Promise<JoinRequest> {
  const [own] = await db.select({ kind: tenants.kind }).from(tenants).where(eq(tenants.id, actor.tenantId));
  if (actor.accountKind !== 'main' || own?.kind !== 'personal') throw new AppError('JOIN_NOT_ALLOWED');
  const [company] = await db.select().from(tenants).where(eq(tenants.code, input.companyCode));
  if (company?.kind !== 'company') throw fieldError('COMPANY_NOT_FOUND', 'companyCode');
  if (company.verification !== 'verified') throw fieldError('COMPANY_NOT_VERIFIED', 'companyCode');
  const loginName = `${input.username}@${company.code}`.toLowerCase();
  const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginName, loginName));
  if (taken) throw fieldError('SUB_USERNAME_TAKEN', 'username');
  try {
    const [created] = await db
      .insert(joinRequests)
      .values({ tenantId: company.id, applicantId: actor.accountId, username: input.username, remark: input.remark })
      .returning({ id: joinRequests.id });
    if (!created) throw new Error('join request not created');
    return one(db, created.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('JOIN_REQUEST_PENDING', 'companyCode');
    throw error;
  }
}

/** GET /v2/member/childaccount/myapply: the caller's own requests and their outcome. */
export function myJoinRequests(
  db: Db,
  actor: AccountActor,
  query: { page: number; pageSize: number; status?: JoinState | undefined },
): Promise<JoinList> {
  return page(
    db,
    and(
      eq(joinRequests.applicantId, actor.accountId),
      query.status ? eq(joinRequests.status, query.status) : undefined,
    ),
    query,
  );
}

/** GET /v2/member/childaccount/applylist: the requests to the caller's company. */
export async function companyJoinRequests(
  db: Db,
  actor: AccountActor,
  query: { page: number; pageSize: number; status?: JoinState | undefined },
): Promise<JoinList> {
  const company = await companyOf(db, actor);
  return page(
    db,
    and(eq(joinRequests.tenantId, company.id), query.status ? eq(joinRequests.status, query.status) : undefined),
    query,
  );
}

/**
 * POST /v2/member/childaccount/approve and /reject. The request row is locked and must still be pending,
 * so two answers at once decide it once (the second hears JOIN_REQUEST_DECIDED). Approval makes the
 * sub-account with the default permissions the approver holds itself.
 */
export async function decideJoinRequest(
  db: Db,
  actor: AccountActor,
  input: JoinDecision,
  outcome: 'approved' | 'rejected',
): Promise<JoinRequest> {
  const company = await companyOf(db, actor);
  return usernameOnce(() =>
    db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(joinRequests)
        .where(and(eq(joinRequests.id, input.id), eq(joinRequests.tenantId, company.id)))
        .for('update');
      if (!request) throw new AppError('NOT_FOUND');
      if (request.status !== 'pending') throw new AppError('JOIN_REQUEST_DECIDED');
      let subAccountId: string | null = null;
      if (outcome === 'approved') {
        const [person] = await tx.select().from(accounts).where(eq(accounts.id, request.applicantId));
        if (!person) throw new AppError('NOT_FOUND');
        const permissions = DEFAULT_SUB_GRANTS.map((grant) => ({
          permissionId: grant.permissionId,
          actionEntitySet: grant.actionEntitySet.filter((entry) =>
            can(actor.permissions, grant.permissionId, entry.action),
          ),
        })).filter((grant) => grant.actionEntitySet.length > 0);
        const made = await insertSubAccount(
          tx,
          company,
          {
            username: request.username,
            name: person.name,
            email: person.email,
            phone: person.mobile ?? '',
            passwordHash: person.passwordHash,
          },
          permissions,
        );
        subAccountId = made.id;
      }
      await tx
        .update(joinRequests)
        .set({
          status: outcome,
          reason: input.reason,
          decidedBy: actor.accountId,
          decidedAt: sql`now()`,
          subAccountId,
        })
        .where(eq(joinRequests.id, request.id));
      return one(tx, request.id);
    }),
  );
}
