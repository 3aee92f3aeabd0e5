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
  /** An upload of a 5 MB kind (images, verification) went over its limit (spec §8: "file over 5 MB"). */
  FILE_TOO_LARGE_5MB: {
    code: 41301,
    status: 413,
    msg: { 'zh-CN': '文件大小不能超过5MB', 'zh-TW': '檔案大小不能超過5MB', en: 'The file is over 5 MB.' },
  },
  /** An upload of a 50 MB kind (order files, instructions) went over its limit. */
  FILE_TOO_LARGE_50MB: {
    code: 41302,
    status: 413,
    msg: { 'zh-CN': '文件大小不能超过50MB', 'zh-TW': '檔案大小不能超過50MB', en: 'The file is over 50 MB.' },
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
  /** Address book (domain/src/addresses.ts): a party kind other than consignor, consignee or notifier. */
  ADDRESS_KIND_INVALID: {
    code: 42250,
    status: 422,
    msg: {
      'zh-CN': '请选择地址类型：发货人、收货人或通知人',
      'zh-TW': '請選擇地址類型：託運人、受貨人或受通知人',
      en: 'Choose the kind of party: consignor, consignee or notify party.',
    },
  },
  ADDRESS_LABEL_REQUIRED: {
    code: 42251,
    status: 422,
    msg: { 'zh-CN': '请输入简称', 'zh-TW': '請輸入簡稱', en: 'Please enter a short name.' },
  },
  ADDRESS_CONTENT_REQUIRED: {
    code: 42252,
    status: 422,
    msg: {
      'zh-CN': '请输入提单上显示的名称和地址',
      'zh-TW': '請輸入提單上顯示的名稱和地址',
      en: 'Please enter the name and address as printed on the B/L.',
    },
  },
  /** The party block is printed on the B/L, which is issued in English (spec §5: English letters or digits). */
  ADDRESS_CONTENT_ENGLISH: {
    code: 42253,
    status: 422,
    msg: {
      'zh-CN': '提单内容只能使用英文字母、数字和半角符号',
      'zh-TW': '提單內容只能使用英文字母、數字和半形符號',
      en: 'Use English letters, digits and plain (half-width) punctuation only.',
    },
  },
  ADDRESS_CONTENT_TOO_LONG: {
    code: 42254,
    status: 422,
    msg: {
      'zh-CN': '提单内容最多 8 行、共 500 个字符',
      'zh-TW': '提單內容最多 8 行、共 500 個字元',
      en: 'The B/L text may have at most 8 lines and 500 characters.',
    },
  },
  /** A free-text field over its length limit; the form shows the limit beside the field. */
  FIELD_TOO_LONG: {
    code: 42255,
    status: 422,
    msg: { 'zh-CN': '输入的内容过长', 'zh-TW': '輸入的內容過長', en: 'This is too long.' },
  },
  CONTACT_PHONE_INVALID: {
    code: 42256,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的电话号码（数字，可含 +、-、空格和括号）',
      'zh-TW': '請輸入有效的電話號碼（數字，可含 +、-、空格和括號）',
      en: 'Enter a valid phone number (digits, with +, -, spaces or brackets).',
    },
  },
  REGION_UNKNOWN: {
    code: 42257,
    status: 422,
    msg: {
      'zh-CN': '请从列表中选择国家或地区',
      'zh-TW': '請從清單中選擇國家或地區',
      en: 'Choose a country or region from the list.',
    },
  },
  ADDRESS_BOOK_FULL: {
    code: 40950,
    status: 409,
    msg: {
      'zh-CN': '地址簿最多保存 500 条地址，请删除不用的地址后再添加',
      'zh-TW': '地址簿最多儲存 500 筆地址，請刪除不用的地址後再新增',
      en: 'The address book holds at most 500 entries. Delete some you no longer use first.',
    },
  },
  /** An upload's extension is not among its kind's types; `{types}` lists them (`png/jpg/jpeg`). */
  FILE_TYPE_NOT_ALLOWED: {
    code: 42240,
    status: 422,
    msg: {
      'zh-CN': '只能上传{types}格式的文件',
      'zh-TW': '只能上傳{types}格式的檔案',
      en: 'Only {types} files can be uploaded here.',
    },
  },
  /** A shipping instruction upload that is not a document (spec §8 wording). */
  FILE_TYPE_INSTRUCTION: {
    code: 42241,
    status: 422,
    msg: {
      'zh-CN': '只能上传xls/xlsx/doc/docx/pdf文件',
      'zh-TW': '只能上傳xls/xlsx/doc/docx/pdf檔案',
      en: 'Upload only xls/xlsx/doc/docx/pdf files.',
    },
  },
  /** The file's first bytes are not what its extension says, e.g. a PNG named `.pdf`. */
  FILE_CONTENT_MISMATCH: {
    code: 42242,
    status: 422,
    msg: {
      'zh-CN': '文件内容与格式不符，请上传正确的文件',
      'zh-TW': '檔案內容與格式不符，請上傳正確的檔案',
      en: 'The file’s content does not match its type. Please upload the right file.',
    },
  },
  /** An upload with no bytes. */
  FILE_EMPTY: {
    code: 42243,
    status: 422,
    msg: {
      'zh-CN': '文件内容为空，请重新选择',
      'zh-TW': '檔案內容為空，請重新選擇',
      en: 'The file is empty. Please choose another.',
    },
  },
  /** An upload without a file, or a form that needs one and names none. */
  FILE_REQUIRED: {
    code: 42244,
    status: 422,
    msg: { 'zh-CN': '请选择要上传的文件', 'zh-TW': '請選擇要上傳的檔案', en: 'Please choose a file to upload.' },
  },
  /** A file offered where its kind does not belong, e.g. a packing photo as the shipping instruction. */
  FILE_KIND_NOT_ALLOWED: {
    code: 42245,
    status: 422,
    msg: {
      'zh-CN': '该文件不能用于此处，请重新上传',
      'zh-TW': '該檔案不能用於此處，請重新上傳',
      en: 'This file cannot be used here. Please upload another.',
    },
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
  // Booking (issue 4, decision 016): cargo, services, terms, FCL and inquiries. Codes take the x6x
  // block of each status (4036x, 4096x, 4106x, 4226x–4229x, 4296x, 5006x) so they never meet another
  // module's additions.
  /** A required cargo field is missing, or the dangerous-goods details of hazardous cargo (spec §8 wording). */
  CARGO_INCOMPLETE: {
    code: 42260,
    status: 422,
    msg: { 'zh-CN': '请完善货物信息', 'zh-TW': '請完善貨物資訊', en: 'Please complete the cargo information.' },
  },
  CARGO_NAME_REQUIRED: {
    code: 42261,
    status: 422,
    msg: {
      'zh-CN': '请输入英文品名',
      'zh-TW': '請輸入英文品名',
      en: 'Please enter the description of goods in English.',
    },
  },
  CARGO_MARKS_REQUIRED: {
    code: 42262,
    status: 422,
    msg: {
      'zh-CN': '请输入唛头，无唛头请填 N/M',
      'zh-TW': '請輸入嘜頭，無嘜頭請填 N/M',
      en: 'Please enter the shipping marks (N/M if there are none).',
    },
  },
  /** The English name and the marks are printed on the B/L as typed. */
  CARGO_TEXT_ENGLISH: {
    code: 42263,
    status: 422,
    msg: {
      'zh-CN': '英文品名和唛头只能使用英文字母、数字和半角符号',
      'zh-TW': '英文品名和嘜頭只能使用英文字母、數字和半形符號',
      en: 'The description and marks may use English letters, digits and plain punctuation only.',
    },
  },
  CARGO_VOLUME_MISMATCH: {
    code: 42264,
    status: 422,
    msg: {
      'zh-CN': '总体积与尺寸明细计算的体积不一致',
      'zh-TW': '總體積與尺寸明細計算的體積不一致',
      en: 'The total volume does not match the volume of the dimension rows.',
    },
  },
  CARGO_PIECES_MISMATCH: {
    code: 42265,
    status: 422,
    msg: {
      'zh-CN': '总件数与尺寸明细的件数合计不一致',
      'zh-TW': '總件數與尺寸明細的件數合計不一致',
      en: 'The number of pieces does not match the pieces of the dimension rows.',
    },
  },
  DIMENSIONS_INVALID: {
    code: 42266,
    status: 422,
    msg: {
      'zh-CN': '长宽高须为大于 0、不超过 1500 厘米的数字（最多一位小数），件数须为正整数',
      'zh-TW': '長寬高須為大於 0、不超過 1500 公分的數字（最多一位小數），件數須為正整數',
      en: 'Length, width and height must be more than 0 and at most 1,500 cm (one decimal at most); pieces a positive whole number.',
    },
  },
  HS_CODE_INVALID: {
    code: 42267,
    status: 422,
    msg: {
      'zh-CN': 'HS 编码须为 6–10 位数字',
      'zh-TW': 'HS 編碼須為 6–10 位數字',
      en: 'The HS code must have 6 to 10 digits.',
    },
  },
  CARGO_VALUE_INVALID: {
    code: 42268,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的货值（大于 0 的金额）',
      'zh-TW': '請輸入有效的貨值（大於 0 的金額）',
      en: 'Enter a valid cargo value (an amount above 0).',
    },
  },
  /** The cargo type "dangerous" and the hazardous flag disagree, or non-hazardous cargo carries DG details. */
  CARGO_DG_MISMATCH: {
    code: 42269,
    status: 422,
    msg: {
      'zh-CN': '货物类型与危险品标记不一致',
      'zh-TW': '貨物類型與危險品標記不一致',
      en: 'The cargo type and the dangerous-goods flag disagree.',
    },
  },
  /** A class outside DANGEROUS_GOODS_CLASSES_ACCEPTED (booking-rules.ts); the text names the accepted ones. */
  DG_CLASS_REFUSED: {
    code: 42270,
    status: 422,
    msg: {
      'zh-CN': '仅接受第 3、4.1、6.1、8、9 类危险品',
      'zh-TW': '僅接受第 3、4.1、6.1、8、9 類危險品',
      en: 'We accept dangerous goods of classes 3, 4.1, 6.1, 8 and 9 only.',
    },
  },
  UN_NUMBER_INVALID: {
    code: 42271,
    status: 422,
    msg: {
      'zh-CN': 'UN 编号应为 UN 加 4 位数字，如 UN1263',
      'zh-TW': 'UN 編號應為 UN 加 4 位數字，如 UN1263',
      en: 'The UN number is UN followed by 4 digits, e.g. UN1263.',
    },
  },
  INSURANCE_MARKUP_INVALID: {
    code: 42272,
    status: 422,
    msg: {
      'zh-CN': '保险加成比例须为 0–30 的整数（%）',
      'zh-TW': '保險加成比例須為 0–30 的整數（%）',
      en: 'The insurance markup must be a whole percentage from 0 to 30.',
    },
  },
  TRADE_TERM_REQUIRED: {
    code: 42273,
    status: 422,
    msg: { 'zh-CN': '请选择贸易条款', 'zh-TW': '請選擇貿易條款', en: 'Please choose the trade term (Incoterm).' },
  },
  SHIPMENT_TERM_REQUIRED: {
    code: 42274,
    status: 422,
    msg: { 'zh-CN': '请选择运输条款', 'zh-TW': '請選擇運輸條款', en: 'Please choose the shipment term.' },
  },
  /** A service the trade or shipment term selects is missing from the order (booking-rules.ts servicesFor). */
  SERVICE_REQUIRED_BY_TERMS: {
    code: 42275,
    status: 422,
    msg: {
      'zh-CN': '所选贸易条款或运输条款需要此项服务，请填写',
      'zh-TW': '所選貿易條款或運輸條款需要此項服務，請填寫',
      en: 'The chosen trade or shipment term needs this service. Please fill it in.',
    },
  },
  CUSTOMS_TYPE_REQUIRED: {
    code: 42276,
    status: 422,
    msg: { 'zh-CN': '请选择报关方式', 'zh-TW': '請選擇報關方式', en: 'Please choose the customs declaration type.' },
  },
  CUSTOMS_DOCUMENTS_INVALID: {
    code: 42277,
    status: 422,
    msg: {
      'zh-CN': '请填写报关单证份数（1–50 的整数）',
      'zh-TW': '請填寫報關單證份數（1–50 的整數）',
      en: 'Enter the number of customs documents (a whole number from 1 to 50).',
    },
  },
  /** Destination clearance selected without documents (spec §8 wording). */
  DEST_DOCS_REQUIRED: {
    code: 42278,
    status: 422,
    msg: {
      'zh-CN': '请上传目的港清关资料',
      'zh-TW': '請上傳目的港清關資料',
      en: 'Please upload the destination customs documents.',
    },
  },
  PICKUP_CONTACT_REQUIRED: {
    code: 42279,
    status: 422,
    msg: { 'zh-CN': '请输入提货联系人', 'zh-TW': '請輸入提貨聯絡人', en: 'Please enter the pickup contact.' },
  },
  PICKUP_ADDRESS_REQUIRED: {
    code: 42280,
    status: 422,
    msg: { 'zh-CN': '请输入详细提货地址', 'zh-TW': '請輸入詳細提貨地址', en: 'Please enter the full pickup address.' },
  },
  /** Outside tomorrow … 30 days ahead (China time), or after the sailing's cargo cut date. */
  PICKUP_DATE_INVALID: {
    code: 42281,
    status: 422,
    msg: {
      'zh-CN': '请选择明天起 30 天内、且不晚于截货日的提货日期',
      'zh-TW': '請選擇明天起 30 天內、且不晚於截貨日的提貨日期',
      en: 'Choose a pickup date from tomorrow, within 30 days and no later than the cargo cut-off.',
    },
  },
  PICKUP_SLOT_REQUIRED: {
    code: 42282,
    status: 422,
    msg: {
      'zh-CN': '请选择上午或下午提货',
      'zh-TW': '請選擇上午或下午提貨',
      en: 'Please choose a morning or afternoon pickup.',
    },
  },
  /** Insurance selected without a cargo value (spec §5). */
  INSURANCE_VALUE_REQUIRED: {
    code: 42283,
    status: 422,
    msg: { 'zh-CN': '投保请填写货值', 'zh-TW': '投保請填寫貨值', en: 'Please enter the cargo value to insure it.' },
  },
  INSURED_AMOUNT_MISMATCH: {
    code: 42284,
    status: 422,
    msg: {
      'zh-CN': '保险金额应为货值 ×（1 + 加成比例），请重新计算',
      'zh-TW': '保險金額應為貨值 ×（1 + 加成比例），請重新計算',
      en: 'The insured amount must be the cargo value plus the markup. Please recalculate.',
    },
  },
  INSURANCE_RISK_REQUIRED: {
    code: 42285,
    status: 422,
    msg: { 'zh-CN': '请选择险种', 'zh-TW': '請選擇險種', en: 'Please choose the insurance cover.' },
  },
  INSURED_PERSON_REQUIRED: {
    code: 42286,
    status: 422,
    msg: { 'zh-CN': '请输入被保险人', 'zh-TW': '請輸入被保險人', en: 'Please enter the insured party.' },
  },
  DELIVERY_ADDRESS_INCOMPLETE: {
    code: 42287,
    status: 422,
    msg: {
      'zh-CN': '请完善派送地址：收件人、街道、城市、国家和电话',
      'zh-TW': '請完善派送地址：收件人、街道、城市、國家和電話',
      en: 'Please complete the delivery address: name, street, city, country and phone.',
    },
  },
  ZIP_INVALID: {
    code: 42288,
    status: 422,
    msg: { 'zh-CN': '邮编格式不正确', 'zh-TW': '郵遞區號格式不正確', en: 'The postal code is not valid.' },
  },
  WAREHOUSE_SERVICE_REQUIRED: {
    code: 42289,
    status: 422,
    msg: {
      'zh-CN': '请至少选择一项仓库增值服务',
      'zh-TW': '請至少選擇一項倉庫加值服務',
      en: 'Choose at least one warehouse service.',
    },
  },
  WAREHOUSE_COUNT_INVALID: {
    code: 42290,
    status: 422,
    msg: {
      'zh-CN': '数量须为 0 或正整数',
      'zh-TW': '數量須為 0 或正整數',
      en: 'Quantities must be 0 or a positive whole number.',
    },
  },
  CONTAINERS_REQUIRED: {
    code: 42291,
    status: 422,
    msg: {
      'zh-CN': '请选择箱型和箱量（每种 1–50 个，合计不超过 50 个）',
      'zh-TW': '請選擇櫃型和櫃量（每種 1–50 個，合計不超過 50 個）',
      en: 'Choose container types and quantities (1 to 50 each, 50 in all).',
    },
  },
  FCL_WEIGHT_INVALID: {
    code: 42292,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的重量（大于 0，每个柜不超过 30000 公斤）',
      'zh-TW': '請輸入有效的重量（大於 0，每個櫃不超過 30000 公斤）',
      en: 'Enter a valid weight (more than 0, at most 30,000 kg per container).',
    },
  },
  FCL_VOLUME_INVALID: {
    code: 42293,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的体积（大于 0，每个柜不超过 90 立方米）',
      'zh-TW': '請輸入有效的體積（大於 0，每個櫃不超過 90 立方公尺）',
      en: 'Enter a valid volume (more than 0, at most 90 m³ per container).',
    },
  },
  /** Spec §5: "Bond type requires bond number and file". */
  BOND_DETAILS_REQUIRED: {
    code: 42294,
    status: 422,
    msg: {
      'zh-CN': '选择保税类型后须填写手册/账册编号并上传文件',
      'zh-TW': '選擇保稅類型後須填寫手冊/帳冊編號並上傳檔案',
      en: 'A bond type needs the bond number and its file.',
    },
  },
  TRUCKING_INCOMPLETE: {
    code: 42295,
    status: 422,
    msg: {
      'zh-CN': '请完善拖车信息：车队和司机姓名',
      'zh-TW': '請完善拖車資訊：車隊和司機姓名',
      en: 'Please complete the trucking details: company and driver name.',
    },
  },
  PLATE_INVALID: {
    code: 42296,
    status: 422,
    msg: {
      'zh-CN': '请输入有效的车牌号，如 沪A12345',
      'zh-TW': '請輸入有效的車牌號，如 沪A12345',
      en: 'Enter a valid Chinese licence plate, e.g. 沪A12345.',
    },
  },
  /** Not owner code + U/J/Z + 6 digits + the ISO 6346 check digit. */
  CONTAINER_NUMBER_INVALID: {
    code: 42297,
    status: 422,
    msg: {
      'zh-CN': '箱号格式或校验位不正确，如 CSQU3054383',
      'zh-TW': '櫃號格式或檢查碼不正確，如 CSQU3054383',
      en: 'The container number or its check digit is wrong (e.g. CSQU3054383).',
    },
  },
  CONTAINER_NUMBER_DUPLICATE: {
    code: 42298,
    status: 422,
    msg: { 'zh-CN': '箱号重复', 'zh-TW': '櫃號重複', en: 'This container number is listed twice.' },
  },
  SEAL_NUMBER_INVALID: {
    code: 42299,
    status: 422,
    msg: {
      'zh-CN': '封号只能包含字母、数字和短横线（4–20 位）',
      'zh-TW': '封條號只能包含字母、數字和短橫線（4–20 位）',
      en: 'The seal number has 4 to 20 letters, digits or dashes.',
    },
  },
  /** Spec §8: an account that is not verified used its inquiries. */
  INQUIRY_LIMIT_UNVERIFIED: {
    code: 40360,
    status: 403,
    msg: {
      'zh-CN': '询价次数已用完，请实名认证后继续',
      'zh-TW': '詢價次數已用完，請實名認證後繼續',
      en: 'Your inquiry count is used up. Verify your real name to continue.',
    },
  },
  /** A verified account used its monthly inquiries (booking-rules.ts INQUIRY_MONTHLY_ALLOWANCE). */
  INQUIRY_LIMIT_REACHED: {
    code: 42960,
    status: 429,
    msg: {
      'zh-CN': '本月询价次数已用完，请下月再试或联系客服',
      'zh-TW': '本月詢價次數已用完，請下月再試或聯絡客服',
      en: 'This month’s inquiries are used up. Try next month or contact sales.',
    },
  },
  /** The inquiry's state does not allow the action (booking-rules.ts INQUIRY_TRANSITIONS). */
  INQUIRY_ACTION_NOT_ALLOWED: {
    code: 40960,
    status: 409,
    msg: {
      'zh-CN': '询价单当前状态不允许此操作',
      'zh-TW': '詢價單目前狀態不允許此操作',
      en: 'This inquiry’s status does not allow this.',
    },
  },
  QUOTE_NOT_ACCEPTED: {
    code: 40961,
    status: 409,
    msg: {
      'zh-CN': '请先接受报价再下单',
      'zh-TW': '請先接受報價再下單',
      en: 'Please accept the quote before ordering.',
    },
  },
  /** The price the user saw (its priceToken) is no longer the order's price: the answer carries the new one. */
  PRICE_CHANGED: {
    code: 40970,
    status: 409,
    msg: {
      'zh-CN': '价格已更新，请确认新价格后再提交',
      'zh-TW': '價格已更新，請確認新價格後再提交',
      en: 'The price has changed. Please check the new price and submit again.',
    },
  },
  /** An Idempotency-Key already used for a different request (decision 017). */
  IDEMPOTENCY_KEY_REUSED: {
    code: 40971,
    status: 409,
    msg: {
      'zh-CN': '该请求标识已用于其他提交，请刷新页面后重试',
      'zh-TW': '該請求標識已用於其他提交，請重新整理頁面後重試',
      en: 'This request key was already used for another submission. Please reload the page and try again.',
    },
  },
  /** createorder needs an Idempotency-Key header of 8–128 letters, digits, '-' or '_'. */
  IDEMPOTENCY_KEY_REQUIRED: {
    code: 42231,
    status: 422,
    msg: {
      'zh-CN': '缺少有效的请求标识，请刷新页面后重试',
      'zh-TW': '缺少有效的請求標識，請重新整理頁面後重試',
      en: 'A valid request key is missing. Please reload the page and try again.',
    },
  },
  /** A selected service has no tariff at the order's port (service_tariffs, decision 017). */
  SERVICE_NOT_OFFERED: {
    code: 42232,
    status: 422,
    msg: {
      'zh-CN': '该港口暂不提供此项服务，请取消该服务或联系客服',
      'zh-TW': '該港口暫不提供此項服務，請取消該服務或聯絡客服',
      en: 'This service is not offered at this port. Remove it or contact sales.',
    },
  },
  /** The quote's validity date has passed: it cannot be accepted or booked at its old price. */
  QUOTE_EXPIRED: {
    code: 41060,
    status: 410,
    msg: {
      'zh-CN': '报价已过有效期，请重新询价',
      'zh-TW': '報價已過有效期，請重新詢價',
      en: 'The quote has expired. Please ask for a new quote.',
    },
  },
  /** Spec §8 "order placement failed": the order could not be created for a reason not listed above. */
  ORDER_FAILED: {
    code: 50060,
    status: 500,
    msg: {
      'zh-CN': '下单失败，请稍后重试',
      'zh-TW': '下單失敗，請稍後重試',
      en: 'Order placement failed. Please try again.',
    },
  },
  /** Spec §8 "submission failed": a form (inquiry, order details) could not be saved. */
  SUBMIT_FAILED: {
    code: 50061,
    status: 500,
    msg: {
      'zh-CN': '提交失败，请稍后重试',
      'zh-TW': '提交失敗，請稍後重試',
      en: 'Submission failed. Please try again.',
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
