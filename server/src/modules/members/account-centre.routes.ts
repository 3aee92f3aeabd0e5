import { PRESET_HEADPICS } from '@seabook/domain/account-centre';
import { accountCentreCalls } from '@seabook/domain/account-centre.calls';
import { verificationCalls } from '@seabook/domain/verification.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { changeEmail, changeMobile, sendEmailChangeCode, sendMobileChangeCode } from '../auth/auth.service.ts';
import { openStorage } from '../files/files.service.ts';
import { memberCenter } from './account-centre.service.ts';
import { accountInfo, changeInfo, changePassword, openHeadpic, unbindWx } from './profile.service.ts';
import { attestationStatus, submitAttestation } from './verification.service.ts';

/** The account centre's calls (issue 16): the home, personal information and verification. */
export async function accountCentreRoutes(app: App, { db, config, sms, email }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await route(app, accountCentreCalls.home, ({ actor, request }) =>
    memberCenter(db, actor, request.locale, config.orderCountCap),
  );
  await route(app, accountCentreCalls.headpics, async () => ({ list: [...PRESET_HEADPICS] }));
  await route(app, accountCentreCalls.headpic, async ({ query, reply }) => {
    const { file, content } = await openHeadpic(db, storage, query.id);
    return sendAttachment(reply, file, content);
  });
  await route(app, accountCentreCalls.info, ({ actor }) => accountInfo(db, actor));
  await route(app, accountCentreCalls.changeInfo, ({ actor, body }) => changeInfo(db, actor, body));
  await route(app, accountCentreCalls.changePassword, async ({ actor, body, request }) => {
    await changePassword(db, actor, body, { ip: request.ip, usersign: request.usersign });
    return { ok: true as const };
  });
  await route(app, accountCentreCalls.sendMobileCode, ({ actor, body, request }) =>
    sendMobileChangeCode(db, sms, actor.accountId, body, { ip: request.ip, usersign: request.usersign }),
  );
  await route(app, accountCentreCalls.changeMobile, async ({ actor, body }) => {
    await changeMobile(db, actor.accountId, body);
    return accountInfo(db, actor);
  });
  await route(app, accountCentreCalls.sendEmailCode, ({ actor, body, request }) =>
    sendEmailChangeCode(db, email, actor.accountId, body, { ip: request.ip, usersign: request.usersign }),
  );
  await route(app, accountCentreCalls.changeEmail, async ({ actor, body }) => {
    await changeEmail(db, actor.accountId, body);
    return accountInfo(db, actor);
  });
  await route(app, accountCentreCalls.unbindWx, ({ actor }) => unbindWx(db, actor));
  await route(app, verificationCalls.status, ({ actor }) => attestationStatus(db, actor));
  await route(app, verificationCalls.submit, ({ actor, body }) => submitAttestation(db, actor, body));
}
