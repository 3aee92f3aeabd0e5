// Over 400 lines on purpose: the catalogue is one table, so every code, status and message in three
// languages is found and kept unique in one place.
import { fill, type Locale, type Localized } from './i18n.ts';

type Entry = { code: number; status: number; msg: Localized };

/**
 * The error catalogue: every failure the API answers with, its `error.code`, its HTTP status and its
 * message in three languages. The server answers with it, the web shows it, and validation issues in
 * the shared schemas name one of these keys as their message.
 */
export const ERRORS = {
  /** The access token is expired or revoked: the browser clears it and goes to /index (spec §8). */
  TOKEN_EXPIRED: {
    code: 99999,
    status: 401,
    msg: {
      'zh-CN': '登录已过期，请重新登录',
      'zh-TW': '登入已過期，請重新登入',
      en: 'Your session has expired. Please log in again.',
    },
  },
  UNAUTHORIZED: {
    code: 40100,
    status: 401,
    msg: { 'zh-CN': '请先登录', 'zh-TW': '請先登入', en: 'Please log in first.' },
  },
  LOGIN_FAILED: {
    code: 40101,
    status: 401,
    msg: { 'zh-CN': '账号或密码错误', 'zh-TW': '帳號或密碼錯誤', en: 'Wrong account or password.' },
  },
  FORBIDDEN: {
    code: 40300,
    status: 403,
    msg: { 'zh-CN': '没有权限执行此操作', 'zh-TW': '沒有權限執行此操作', en: 'You do not have permission to do this.' },
  },
  ACCOUNT_DISABLED: {
    code: 40301,
    status: 403,
    msg: {
      'zh-CN': '账号已被停用，请联系管理员',
      'zh-TW': '帳號已被停用，請聯絡管理員',
      en: 'This account is disabled. Contact your administrator.',
    },
  },
  NOT_VERIFIED: {
    code: 40302,
    status: 403,
    msg: {
      'zh-CN': '您尚未认证，请先完成实名或企业认证',
      'zh-TW': '您尚未認證，請先完成實名或企業認證',
      en: 'You are not verified yet. Please verify your identity or company first.',
    },
  },
  VERIFY_IN_PROGRESS: {
    code: 40303,
    status: 403,
    msg: {
      'zh-CN': '认证审核中，请耐心等待',
      'zh-TW': '認證審核中，請耐心等候',
      en: 'Your verification is being reviewed. Please wait.',
    },
  },
  NOT_FOUND: {
    code: 40400,
    status: 404,
    msg: { 'zh-CN': '请求的内容不存在', 'zh-TW': '請求的內容不存在', en: 'Not found.' },
  },
  MOBILE_NOT_REGISTERED: {
    code: 40401,
    status: 404,
    msg: { 'zh-CN': '该手机号尚未注册', 'zh-TW': '該手機號碼尚未註冊', en: 'This mobile number is not registered.' },
  },
  BAD_REQUEST: {
    code: 40000,
    status: 400,
    msg: { 'zh-CN': '请求参数有误', 'zh-TW': '請求參數有誤', en: 'The request is not valid.' },
  },
  MOBILE_TAKEN: {
    code: 40900,
    status: 409,
    msg: {
      'zh-CN': '该手机号已注册，请直接登录',
      'zh-TW': '該手機號碼已註冊，請直接登入',
      en: 'This mobile number is already registered. Please log in.',
    },
  },
  WX_ALREADY_BOUND: {
    code: 40901,
    status: 409,
    msg: {
      'zh-CN': '绑定失败，该微信已绑定其他账号，请先解绑',
      'zh-TW': '綁定失敗，該微信已綁定其他帳號，請先解除綁定',
      en: 'Binding failed: this WeChat account is already bound to another account. Unbind it first.',
    },
  },
  ACCOUNT_WX_BOUND: {
    code: 40902,
    status: 409,
    msg: {
      'zh-CN': '绑定失败，该账号已绑定其他微信，请先解绑',
      'zh-TW': '綁定失敗，該帳號已綁定其他微信，請先解除綁定',
      en: 'Binding failed: this account is already bound to another WeChat account. Unbind it first.',
    },
  },
  QR_EXPIRED: {
    code: 41000,
    status: 410,
    msg: {
      'zh-CN': '二维码已过期，请点击刷新',
      'zh-TW': 'QR Code 已過期，請點擊重新整理',
      en: 'The QR code has expired. Click to refresh.',
    },
  },
  QR_UNKNOWN_STATE: {
    code: 41001,
    status: 410,
    msg: {
      'zh-CN': '二维码状态未知，请点击刷新',
      'zh-TW': 'QR Code 狀態未知，請點擊重新整理',
      en: 'The QR code is in an unknown state. Click to refresh.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    code: 41300,
    status: 413,
    msg: { 'zh-CN': '提交的内容过大', 'zh-TW': '提交的內容過大', en: 'The request is too large.' },
  },
  VALIDATION: {
    code: 42200,
    status: 422,
    msg: {
      'zh-CN': '提交的信息有误，请检查后重试',
      'zh-TW': '提交的資訊有誤，請檢查後重試',
      en: 'Some of the information is not valid. Please check it.',
    },
  },
  PHONE_INVALID: {
    code: 42201,
    status: 422,
    msg: {
      'zh-CN': '请输入正确的手机号码',
      'zh-TW': '請輸入正確的手機號碼',
      en: 'Please enter a valid mobile number.',
    },
  },
  ACCOUNT_REQUIRED: {
    code: 42202,
    status: 422,
    msg: {
      'zh-CN': '请输入手机号或子账号',
      'zh-TW': '請輸入手機號碼或子帳號',
      en: 'Please enter your mobile number or sub-account name.',
    },
  },
  PASSWORD_REQUIRED: {
    code: 42203,
    status: 422,
    msg: { 'zh-CN': '请输入密码', 'zh-TW': '請輸入密碼', en: 'Please enter your password.' },
  },
  PASSWORD_TOO_SHORT: {
    code: 42204,
    status: 422,
    msg: { 'zh-CN': '密码至少6位', 'zh-TW': '密碼至少6位', en: 'The password must have at least 6 characters.' },
  },
  PASSWORD_WEAK: {
    code: 42205,
    status: 422,
    msg: {
      'zh-CN': '密码强度太弱，请混合使用字母、数字或符号',
      'zh-TW': '密碼強度太弱，請混合使用字母、數字或符號',
      en: 'The password is too weak. Mix letters, digits or symbols.',
    },
  },
  PASSWORDS_DIFFER: {
    code: 42206,
    status: 422,
    msg: { 'zh-CN': '两次输入的密码不一致', 'zh-TW': '兩次輸入的密碼不一致', en: 'The two passwords do not match.' },
  },
  EMAIL_INVALID: {
    code: 42207,
    status: 422,
    msg: {
      'zh-CN': '请输入正确的邮箱地址',
      'zh-TW': '請輸入正確的電子郵件地址',
      en: 'Please enter a valid e-mail address.',
    },
  },
  CODE_REQUIRED: {
    code: 42208,
    status: 422,
    msg: { 'zh-CN': '请输入验证码', 'zh-TW': '請輸入驗證碼', en: 'Please enter the verification code.' },
  },
  CODE_INVALID: {
    code: 42209,
    status: 422,
    msg: { 'zh-CN': '验证码错误', 'zh-TW': '驗證碼錯誤', en: 'The verification code is wrong.' },
  },
  CODE_EXPIRED: {
    code: 42210,
    status: 422,
    msg: {
      'zh-CN': '验证码已失效，请重新获取',
      'zh-TW': '驗證碼已失效，請重新取得',
      en: 'The verification code is no longer valid. Please request a new one.',
    },
  },
  AGREEMENT_REQUIRED: {
    code: 42211,
    status: 422,
    msg: {
      'zh-CN': '请阅读并同意用户协议',
      'zh-TW': '請閱讀並同意使用者協議',
      en: 'Please read and accept the user agreement.',
    },
  },
  LOGIN_ID_REQUIRED: {
    code: 42212,
    status: 422,
    msg: {
      'zh-CN': '登录凭证缺失，请刷新二维码',
      'zh-TW': '登入憑證缺失，請重新整理 QR Code',
      en: 'The login id is missing. Refresh the QR code.',
    },
  },
  NAME_REQUIRED: {
    code: 42213,
    status: 422,
    msg: { 'zh-CN': '请输入姓名', 'zh-TW': '請輸入姓名', en: 'Please enter a name.' },
  },
  PORT_REQUIRED: {
    code: 42220,
    status: 422,
    msg: { 'zh-CN': '请选择港口', 'zh-TW': '請選擇港口', en: 'Please choose a port.' },
  },
  POL_REQUIRED: {
    code: 42221,
    status: 422,
    msg: { 'zh-CN': '请选择起运港', 'zh-TW': '請選擇起運港', en: 'Please choose the port of loading.' },
  },
  POD_REQUIRED: {
    code: 42222,
    status: 422,
    msg: { 'zh-CN': '请选择目的港', 'zh-TW': '請選擇目的港', en: 'Please choose the destination port.' },
  },
  PORT_UNKNOWN: {
    code: 42223,
    status: 422,
    msg: {
      'zh-CN': '港口代码无效，请从列表中选择',
      'zh-TW': '港口代碼無效，請從清單中選擇',
      en: 'Unknown port code. Please choose a port from the list.',
    },
  },
  SAME_PORT: {
    code: 42224,
    status: 422,
    msg: {
      'zh-CN': '起运港和目的港不能相同',
      'zh-TW': '起運港和目的港不能相同',
      en: 'The port of loading and the destination must differ.',
    },
  },
  SAILING_DATE_INVALID: {
    code: 42225,
    status: 422,
    msg: {
      'zh-CN': '船期已失效，请重新选择',
      'zh-TW': '船期已失效，請重新選擇',
      en: 'The sailing date is not valid. Please choose another.',
    },
  },
  CARGO_WEIGHT_INVALID: {
    code: 42226,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的重量（大于 0，不超过 50000 公斤）',
      'zh-TW': '請輸入有效的重量（大於 0，不超過 50000 公斤）',
      en: 'Enter a valid weight (more than 0, at most 50,000 kg).',
    },
  },
  CARGO_VOLUME_INVALID: {
    code: 42227,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的体积（大于 0，不超过 200 立方米）',
      'zh-TW': '請輸入有效的體積（大於 0，不超過 200 立方公尺）',
      en: 'Enter a valid volume (more than 0, at most 200 m³).',
    },
  },
  CARGO_PIECES_INVALID: {
    code: 42228,
    status: 422,
    msg: {
      'zh-CN': '件数必须是正整数',
      'zh-TW': '件數必須是正整數',
      en: 'The number of pieces must be a positive whole number.',
    },
  },
  KEYWORD_REQUIRED: {
    code: 42229,
    status: 422,
    msg: { 'zh-CN': '请输入搜索关键字', 'zh-TW': '請輸入搜尋關鍵字', en: 'Please enter something to search for.' },
  },
  CITY_REQUIRED: {
    code: 42230,
    status: 422,
    msg: { 'zh-CN': '请选择提货城市', 'zh-TW': '請選擇提貨城市', en: 'Please choose the pickup city.' },
  },
  NO_ROUTE: {
    code: 40410,
    status: 404,
    msg: {
      'zh-CN': '没有查到航线数据，请更换条件',
      'zh-TW': '沒有查到航線資料，請更換條件',
      en: 'No route data found. Please change the conditions.',
    },
  },
  NO_FREIGHT: {
    code: 40411,
    status: 404,
    msg: {
      'zh-CN': '未查询到运价，请联系客服',
      'zh-TW': '未查詢到運價，請聯絡客服',
      en: 'No freight found. Please contact sales.',
    },
  },
  QUOTE_UNAVAILABLE: {
    code: 40412,
    status: 404,
    msg: {
      'zh-CN': '该船期已不可订，请重新查询',
      'zh-TW': '該船期已不可訂，請重新查詢',
      en: 'This sailing is no longer offered. Please search again.',
    },
  },
  CITY_UNKNOWN: {
    code: 40413,
    status: 404,
    msg: {
      'zh-CN': '暂不支持该城市上门提货',
      'zh-TW': '暫不支援該城市上門提貨',
      en: 'Door pickup is not offered in this city yet.',
    },
  },
  TOO_MANY_REQUESTS: {
    code: 42900,
    status: 429,
    msg: {
      'zh-CN': '操作太频繁，请稍后再试',
      'zh-TW': '操作太頻繁，請稍後再試',
      en: 'Too many requests. Please try again later.',
    },
  },
  SMS_TOO_FREQUENT: {
    code: 42901,
    status: 429,
    msg: {
      'zh-CN': '验证码发送太频繁，请{seconds}秒后再试',
      'zh-TW': '驗證碼發送太頻繁，請{seconds}秒後再試',
      en: 'Codes are being sent too often. Try again in {seconds} s.',
    },
  },
  LOGIN_LOCKED: {
    code: 42902,
    status: 429,
    msg: {
      'zh-CN': '登录尝试次数过多，请{minutes}分钟后再试',
      'zh-TW': '登入嘗試次數過多，請{minutes}分鐘後再試',
      en: 'Too many login attempts. Try again in {minutes} min.',
    },
  },
  REQUEST_ERROR: {
    code: 50000,
    status: 500,
    msg: {
      'zh-CN': '请求错误，请稍后重试',
      'zh-TW': '請求錯誤，請稍後重試',
      en: 'Request error. Please try again later.',
    },
  },
  SMS_SEND_FAILED: {
    code: 50201,
    status: 502,
    msg: {
      'zh-CN': '短信发送失败，请稍后重试',
      'zh-TW': '簡訊發送失敗，請稍後重試',
      en: 'The text message could not be sent. Try again later.',
    },
  },
} as const satisfies Record<string, Entry>;

export type ErrorKey = keyof typeof ERRORS;

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The message of a catalogue entry in a language, with its placeholders filled. */
export function errorMessage(key: ErrorKey, locale: Locale, values?: Record<string, string | number>): string {
  return fill(ERRORS[key].msg[locale], values);
}

/** Finds the catalogue key of an `error.code` the server sent. */
export function errorKeyByCode(code: number): ErrorKey | undefined {
  return (Object.keys(ERRORS) as ErrorKey[]).find((key) => ERRORS[key].code === code);
}
