// Over 400 lines: the customer's application and the operators' review of it share their rules and rows; the
// customers desk (listCustomers, setMonthlyContract, setAccountStatus) should move to its own file next.
import type { Readable } from 'node:stream';
import { maskPhone } from '@seabook/domain/auth';
import type { ErrorKey } from '@seabook/domain/errors';
import type { FileInfo, FileKind } from '@seabook/domain/files';
import { ATTESTATION } from '@seabook/domain/members';
import {
  type Application,
  type AttestationInput,
  type AttestationStatus,
  applicableKinds,
  type CustomerQuery,
  type CustomerRow,
  creditCodeProblem,
  idNumberProblem,
  maskIdNumber,
  type VerificationDetail,
  type VerificationQueue,
  type VerificationQueueQuery,
} from '@seabook/domain/verification';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor, StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { attachableFile, filesByIds, openStoredFile, type Storage } from '../files/files.service.ts';
import { recordAudit, staffNames } from '../ops/ops.service.ts';
import { likePattern } from './addresses.service.ts';
import { builtinRoleId } from './members.service.ts';
import { verifications } from './verification.tables.ts';

/**
 * Verification (issue 16, decision 034): a customer sends an application, a reviewer approves or
 * rejects it, and the tenant's `verification` (which decides `can_order`) follows. The tenant row is
 * locked while an application is sent, so two sent at once cannot both land; the partial unique
 * indexes of `verifications` hold the same rules should anything else write.
 */

type Row = typeof verifications.$inferSelect;

/** Whether a database error is a unique violation (PostgreSQL 23505), through drizzle's wrapping. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Turns a unique violation into the refusal it means; anything else passes. */
async function refusingDuplicates<T>(work: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

const FILE_ROLES = [
  ['idFront', 'idFrontFileId'],
  ['idBack', 'idBackFileId'],
  ['licence', 'licenceFileId'],
] as const;

/** An application as the API shows it; the ID number masked unless `full`. */
async function applicationView(db: DbOrTx, row: Row, full: boolean): Promise<Application> {
  const ids = FILE_ROLES.map(([, column]) => row[column]).filter((id): id is string => id !== null);
  const stored = await filesByIds(db, ids);
  const files: Application['files'] = [];
  for (const [role, column] of FILE_ROLES) {
    const file = row[column] ? stored.get(row[column]) : undefined;
    if (file) files.push({ role, id: file.id, name: file.originalName, type: file.detectedType });
  }
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    realName: row.realName,
    idType: row.idType,
    idNumber: full ? row.idNumber : maskIdNumber(row.idNumber),
    companyName: row.companyName,
    creditCode: row.creditCode,
    address: row.address,
    phone: row.phone,
    shortName: row.shortName,
    files,
    rejectReason: row.rejectReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

async function latestApplication(db: DbOrTx, tenantId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.tenantId, tenantId))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row;
}

/** GET /v2/member/attestation. */
export async function attestationStatus(db: DbOrTx, actor: AccountActor): Promise<AttestationStatus> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND');
  const latest = await latestApplication(db, tenant.id);
  const inReview = latest?.state === 'pending';
  return {
    state: tenant.verification,
    attestation: ATTESTATION[tenant.verification],
    tenantKind: tenant.kind,
    application: latest ? await applicationView(db, latest, false) : null,
    canApply: actor.accountKind === 'sub' ? [] : applicableKinds(tenant.verification, tenant.kind, inReview),
  };
}

/** A file of the caller's tenant uploaded as the given kind, or the refusal on its field. */
async function ownFile(tx: DbOrTx, actor: AccountActor, id: string, kind: FileKind, field: string): Promise<string> {
  try {
    return (await attachableFile(tx, actor, id, [kind])).id;
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.key, { fields: { [field]: error.key } });
    throw error;
  }
}

/** Another tenant verified with this credit code or ID document, if any. */
async function verifiedElsewhere(
  db: DbOrTx,
  tenantId: string,
  match: { creditCode: string } | { idType: string; idNumber: string },
): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.state, 'approved'),
        ne(verifications.tenantId, tenantId),
        'creditCode' in match
          ? eq(verifications.creditCode, match.creditCode)
          : and(eq(verifications.idType, match.idType as 'resident'), eq(verifications.idNumber, match.idNumber)),
      ),
    )
    .limit(1);
  return row;
}

/** POST /v2/member/attestation: sends an application; the account is in review until it is decided. */
export async function submitAttestation(db: Db, actor: AccountActor, input: AttestationInput) {
  if (actor.accountKind === 'sub') throw new AppError('FORBIDDEN');
  await refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, actor.tenantId)).for('update');
        if (!tenant) throw new AppError('NOT_FOUND');
        const latest = await latestApplication(tx, tenant.id);
        if (latest?.state === 'pending') throw new AppError('VERIFICATION_IN_REVIEW');
        if (!applicableKinds(tenant.verification, tenant.kind, false).includes(input.kind)) {
          throw new AppError('VERIFICATION_NOT_ALLOWED');
        }
        const owner = { tenantId: tenant.id, accountId: actor.accountId };
        if (input.kind === 'personal') {
          const idFrontFileId = await ownFile(tx, actor, input.idFrontFileId, 'idImage', 'idFrontFileId');
          const idBackFileId = await ownFile(tx, actor, input.idBackFileId, 'idImage', 'idBackFileId');
          if (await verifiedElsewhere(tx, tenant.id, input)) {
            throw new AppError('ID_NUMBER_TAKEN', { fields: { idNumber: 'ID_NUMBER_TAKEN' } });
          }
          await tx.insert(verifications).values({
            ...owner,
            kind: 'personal',
            realName: input.realName,
            idType: input.idType,
            idNumber: input.idNumber,
            idFrontFileId,
            idBackFileId,
          });
        } else {
          const licenceFileId = await ownFile(tx, actor, input.licenceFileId, 'licence', 'licenceFileId');
          if (await verifiedElsewhere(tx, tenant.id, input)) {
            throw new AppError('CREDIT_CODE_TAKEN', { fields: { creditCode: 'CREDIT_CODE_TAKEN' } });
          }
          await tx.insert(verifications).values({
            ...owner,
            kind: input.kind,
            companyName: input.companyName,
            creditCode: input.creditCode,
            address: input.address,
            phone: input.phone,
            shortName: input.shortName,
            licenceFileId,
          });
        }
        // A verified person asking to become a company keeps ordering while the company is reviewed.
        if (input.kind !== 'upgrade') {
          await tx.update(tenants).set({ verification: 'pending' }).where(eq(tenants.id, tenant.id));
        }
      }),
    () => new AppError('VERIFICATION_IN_REVIEW'),
  );
  return attestationStatus(db, actor);
}

// ——— The operators' desk ———

/** GET /v2/ops/verifications/list: the queue, oldest first; ID numbers masked. */
export async function verificationQueue(db: DbOrTx, query: VerificationQueueQuery): Promise<VerificationQueue> {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    eq(verifications.state, query.state),
    keyword
      ? or(
          ilike(verifications.realName, keyword),
          ilike(verifications.companyName, keyword),
          ilike(verifications.creditCode, keyword),
          ilike(accounts.mobile, keyword),
          ilike(tenants.name, keyword),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ v: verifications, account: accounts, tenant: tenants })
      .from(verifications)
      .innerJoin(accounts, eq(accounts.id, verifications.accountId))
      .innerJoin(tenants, eq(tenants.id, verifications.tenantId));
  const rows = await base()
    .where(where)
    .orderBy(
      query.state === 'pending' ? asc(verifications.createdAt) : desc(verifications.reviewedAt),
      asc(verifications.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(verifications)
    .innerJoin(accounts, eq(accounts.id, verifications.accountId))
    .innerJoin(tenants, eq(tenants.id, verifications.tenantId))
    .where(where);
  const [pending] = await db.select({ n: count() }).from(verifications).where(eq(verifications.state, 'pending'));
  return {
    items: rows.map(({ v, account, tenant }) => ({
      id: v.id,
      kind: v.kind,
      state: v.state,
      applicant: [...new Set([account.name, tenant.name])].join(' · '),
      mobile: account.mobile ? maskPhone(account.mobile) : account.loginName,
      name: v.kind === 'personal' ? v.realName : v.companyName,
      number: v.kind === 'personal' ? maskIdNumber(v.idNumber) : v.creditCode,
      submittedAt: v.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pending: pending?.n ?? 0,
  };
}

async function findApplication(db: DbOrTx, id: string, lock = false): Promise<Row> {
  const select = db.select().from(verifications).where(eq(verifications.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /v2/ops/verifications/detail: the application in full, the server's checks; the view is audited. */
export async function verificationDetail(db: Db, actor: StaffActor, id: string): Promise<VerificationDetail> {
  return db.transaction(async (tx) => {
    const row = await findApplication(tx, id);
    const [owner] = await tx
      .select({ account: accounts, tenant: tenants })
      .from(accounts)
      .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
      .where(eq(accounts.id, row.accountId));
    if (!owner) throw new AppError('NOT_FOUND');
    const personal = row.kind === 'personal';
    const problem: ErrorKey | null = personal
      ? idNumberProblem(row.idType ?? 'resident', row.idNumber)
      : creditCodeProblem(row.creditCode);
    const duplicate = await verifiedElsewhere(
      tx,
      row.tenantId,
      personal ? { idType: row.idType ?? 'resident', idNumber: row.idNumber } : { creditCode: row.creditCode },
    );
    let duplicateOf: string | null = null;
    if (duplicate) {
      const [other] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, duplicate.tenantId));
      duplicateOf = other?.name ?? duplicate.tenantId;
    }
    const [earlier] = await tx
      .select({ n: count() })
      .from(verifications)
      .where(and(eq(verifications.tenantId, row.tenantId), sql`${verifications.createdAt} < ${row.createdAt}`));
    const reviewer = row.reviewerId ? ((await staffNames(tx, [row.reviewerId])).get(row.reviewerId) ?? '') : '';
    await recordAudit(tx, actor, {
      action: 'verification.view',
      objectType: 'verification',
      objectId: row.id,
      objectLabel: personal ? row.realName : row.companyName,
    });
    return {
      application: await applicationView(tx, row, true),
      applicant: {
        accountId: owner.account.id,
        name: owner.account.name,
        mobile: owner.account.mobile ? maskPhone(owner.account.mobile) : owner.account.loginName,
        company: owner.tenant.name,
      },
      checks: { checkDigit: problem === null, duplicateOf, earlierApplications: earlier?.n ?? 0 },
      reviewer,
    };
  });
}

/** GET /v2/ops/verifications/file: one image of an application for its reviewer; the view is audited. */
export async function openVerificationFile(
  db: Db,
  storage: Storage,
  actor: StaffActor,
  input: { id: string; fileId: string },
): Promise<{ file: FileInfo; content: Readable }> {
  const file = await db.transaction(async (tx) => {
    const row = await findApplication(tx, input.id);
    const role = FILE_ROLES.find(([, column]) => row[column] === input.fileId)?.[0];
    if (!role) throw new AppError('NOT_FOUND');
    const stored = (await filesByIds(tx, [input.fileId])).get(input.fileId);
    if (!stored) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'verification.view',
      objectType: 'verification',
      objectId: row.id,
      objectLabel: row.kind === 'personal' ? row.realName : row.companyName,
      remark: role,
    });
    return stored;
  });
  return openStoredFile(storage, file);
}

/** POST /v2/ops/verifications/approve: the tenant is verified (a company for company and upgrade). */
export async function approveVerification(db: Db, actor: StaffActor, id: string): Promise<void> {
  await refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const row = await findApplication(tx, id, true);
        if (row.state !== 'pending') throw new AppError('VERIFICATION_DECIDED');
        const personal = row.kind === 'personal';
        // Two reviewers approving the same number for two tenants at once: the second waits here.
        const key = personal ? `id:${row.idType}:${row.idNumber}` : `credit:${row.creditCode}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const duplicate = await verifiedElsewhere(
          tx,
          row.tenantId,
          personal ? { idType: row.idType ?? 'resident', idNumber: row.idNumber } : { creditCode: row.creditCode },
        );
        if (duplicate) throw new AppError(personal ? 'ID_NUMBER_TAKEN' : 'CREDIT_CODE_TAKEN');
        await tx
          .update(verifications)
          .set({ state: 'approved', reviewerId: actor.staffId, reviewedAt: sql`now()` })
          .where(eq(verifications.id, row.id));
        const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, row.tenantId));
        if (!tenant) throw new AppError('NOT_FOUND');
        if (personal) {
          await tx
            .update(tenants)
            .set({ verification: 'verified', name: row.realName })
            .where(eq(tenants.id, tenant.id));
          // The account's name was its masked mobile until now.
          await tx
            .update(accounts)
            .set({ name: row.realName })
            .where(and(eq(accounts.id, row.accountId), sql`${accounts.name} like '%****%'`));
        } else {
          await tx
            .update(tenants)
            .set({
              verification: 'verified',
              kind: 'company',
              name: row.companyName,
              shortName: row.shortName,
              licenceNo: row.creditCode,
              address: row.address,
              phone: row.phone,
            })
            .where(eq(tenants.id, tenant.id));
          // The main account of a company may manage sub-accounts.
          const mainRole = await builtinRoleId(tx, 'customerMain');
          await tx
            .update(accounts)
            .set({ roleId: mainRole })
            .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.kind, 'main')));
        }
        await recordAudit(tx, actor, {
          action: 'verification.approve',
          objectType: 'verification',
          objectId: row.id,
          objectLabel: personal ? row.realName : row.companyName,
          before: { state: 'pending', tenant: tenant.verification },
          after: { state: 'approved', tenant: 'verified' },
        });
      }),
    () => new AppError('CREDIT_CODE_TAKEN'),
  );
}

/** POST /v2/ops/verifications/reject: the customer reads the reason and may correct and send again. */
export async function rejectVerification(db: Db, actor: StaffActor, input: { id: string; reason: string }) {
  await db.transaction(async (tx) => {
    const row = await findApplication(tx, input.id, true);
    if (row.state !== 'pending') throw new AppError('VERIFICATION_DECIDED');
    await tx
      .update(verifications)
      .set({ state: 'rejected', rejectReason: input.reason, reviewerId: actor.staffId, reviewedAt: sql`now()` })
      .where(eq(verifications.id, row.id));
    // A verified person whose upgrade is refused stays verified as a person.
    if (row.kind !== 'upgrade') {
      await tx.update(tenants).set({ verification: 'rejected' }).where(eq(tenants.id, row.tenantId));
    }
    await recordAudit(tx, actor, {
      action: 'verification.reject',
      objectType: 'verification',
      objectId: row.id,
      objectLabel: row.kind === 'personal' ? row.realName : row.companyName,
      before: { state: 'pending' },
      after: { state: 'rejected' },
      remark: input.reason,
    });
  });
}

// ——— Customers ———

/** GET /v2/ops/customers/list: accounts with their company and states, newest first. */
export async function listCustomers(
  db: DbOrTx,
  query: CustomerQuery,
): Promise<{ items: CustomerRow[]; total: number }> {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = keyword
    ? or(
        ilike(accounts.name, keyword),
        ilike(accounts.loginName, keyword),
        ilike(accounts.mobile, keyword),
        ilike(accounts.email, keyword),
        ilike(tenants.name, keyword),
        ilike(tenants.licenceNo, keyword),
        sql`${accounts.userNo}::text = ${query.keyword}`,
      )
    : undefined;
  const rows = await db
    .select({ account: accounts, tenant: tenants })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.userNo))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(where);
  return {
    items: rows.map(({ account, tenant }) => ({
      accountId: account.id,
      tenantId: tenant.id,
      userNo: account.userNo,
      name: account.name,
      loginName: account.loginName,
      mobile: account.mobile ? maskPhone(account.mobile) : '',
      accountKind: account.kind,
      company: tenant.name,
      tenantKind: tenant.kind,
      verification: tenant.verification,
      monthlySettlement: tenant.monthlySettlement,
      vipEnd: account.vipEnd ? account.vipEnd.toISOString() : null,
      disabled: account.status === 'disabled',
      createdAt: account.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** POST /v2/ops/customers/monthly. */
export async function setMonthlyContract(db: Db, actor: StaffActor, input: { tenantId: string; monthly: boolean }) {
  await db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId)).for('update');
    if (!tenant) throw new AppError('NOT_FOUND');
    await tx.update(tenants).set({ monthlySettlement: input.monthly }).where(eq(tenants.id, tenant.id));
    await recordAudit(tx, actor, {
      action: 'account.monthly',
      objectType: 'account',
      objectId: tenant.id,
      objectLabel: tenant.name,
      before: { monthlySettlement: tenant.monthlySettlement },
      after: { monthlySettlement: input.monthly },
    });
  });
}

/**
 * POST /v2/ops/customers/status: a disabled account's sessions end at once, since every request loads
 * its account as enabled (auth/sessions.ts resolveSession); it cannot log in again until enabled.
 */
export async function setAccountStatus(db: Db, actor: StaffActor, input: { accountId: string; disabled: boolean }) {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, input.accountId)).for('update');
    if (!account) throw new AppError('NOT_FOUND');
    const status = input.disabled ? 'disabled' : 'enabled';
    await tx.update(accounts).set({ status }).where(eq(accounts.id, account.id));
    await recordAudit(tx, actor, {
      action: input.disabled ? 'account.disable' : 'account.enable',
      objectType: 'account',
      objectId: account.id,
      objectLabel: account.loginName,
      before: { status: account.status },
      after: { status },
    });
  });
}
