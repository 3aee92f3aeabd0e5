// The error catalogue: every error key with its numeric code and HTTP status, in one table that both
// sides import. Over 400 lines because it is one entry per error the spec names; splitting it by module
// would put the codes, which must stay unique, in several places.
import { REQUEST_ERROR_CODE, TOKEN_EXPIRED_CODE } from './transport-codes.ts';

type Entry = { code: number; status: number };

/**
 * The error catalogue: every failure the API answers with, its `error.code` and its HTTP status. Its
 * messages are in `error-messages/<language>.ts`, one file per language, so a browser loads only its
 * own (decision 014); `error-messages.ts` has all three for the server. The server answers with it,
 * the web shows it, and validation issues in the shared schemas name one of these keys as their message.
 * One table in one file, over 400 lines: every code must be seen beside every other to stay unique.
 */
export const ERRORS = {
  /** The access token is expired or revoked: the browser clears it and goes to /index (spec §8). */
  TOKEN_EXPIRED: { code: TOKEN_EXPIRED_CODE, status: 401 },
  UNAUTHORIZED: { code: 40100, status: 401 },
  LOGIN_FAILED: { code: 40101, status: 401 },
  FORBIDDEN: { code: 40300, status: 403 },
  ACCOUNT_DISABLED: { code: 40301, status: 403 },
  NOT_VERIFIED: { code: 40302, status: 403 },
  VERIFY_IN_PROGRESS: { code: 40303, status: 403 },
  NOT_FOUND: { code: 40400, status: 404 },
  MOBILE_NOT_REGISTERED: { code: 40401, status: 404 },
  BAD_REQUEST: { code: 40000, status: 400 },
  MOBILE_TAKEN: { code: 40900, status: 409 },
  WX_ALREADY_BOUND: { code: 40901, status: 409 },
  ACCOUNT_WX_BOUND: { code: 40902, status: 409 },
  QR_EXPIRED: { code: 41000, status: 410 },
  QR_UNKNOWN_STATE: { code: 41001, status: 410 },
  PAYLOAD_TOO_LARGE: { code: 41300, status: 413 },
  /** An upload of a 5 MB kind (images, verification) went over its limit (spec §8: "file over 5 MB"). */
  FILE_TOO_LARGE_5MB: { code: 41301, status: 413 },
  /** An upload of a 50 MB kind (order files, instructions) went over its limit. */
  FILE_TOO_LARGE_50MB: { code: 41302, status: 413 },
  VALIDATION: { code: 42200, status: 422 },
  PHONE_INVALID: { code: 42201, status: 422 },
  ACCOUNT_REQUIRED: { code: 42202, status: 422 },
  PASSWORD_REQUIRED: { code: 42203, status: 422 },
  PASSWORD_TOO_SHORT: { code: 42204, status: 422 },
  PASSWORD_WEAK: { code: 42205, status: 422 },
  PASSWORDS_DIFFER: { code: 42206, status: 422 },
  EMAIL_INVALID: { code: 42207, status: 422 },
  CODE_REQUIRED: { code: 42208, status: 422 },
  CODE_INVALID: { code: 42209, status: 422 },
  CODE_EXPIRED: { code: 42210, status: 422 },
  AGREEMENT_REQUIRED: { code: 42211, status: 422 },
  LOGIN_ID_REQUIRED: { code: 42212, status: 422 },
  NAME_REQUIRED: { code: 42213, status: 422 },
  PORT_REQUIRED: { code: 42220, status: 422 },
  POL_REQUIRED: { code: 42221, status: 422 },
  POD_REQUIRED: { code: 42222, status: 422 },
  PORT_UNKNOWN: { code: 42223, status: 422 },
  SAME_PORT: { code: 42224, status: 422 },
  SAILING_DATE_INVALID: { code: 42225, status: 422 },
  CARGO_WEIGHT_INVALID: { code: 42226, status: 422 },
  CARGO_VOLUME_INVALID: { code: 42227, status: 422 },
  CARGO_PIECES_INVALID: { code: 42228, status: 422 },
  KEYWORD_REQUIRED: { code: 42229, status: 422 },
  CITY_REQUIRED: { code: 42230, status: 422 },
  /** Address book (domain/src/addresses.ts): a party kind other than consignor, consignee or notifier. */
  ADDRESS_KIND_INVALID: { code: 42250, status: 422 },
  ADDRESS_LABEL_REQUIRED: { code: 42251, status: 422 },
  ADDRESS_CONTENT_REQUIRED: { code: 42252, status: 422 },
  /** The party block is printed on the B/L, which is issued in English (spec §5: English letters or digits). */
  ADDRESS_CONTENT_ENGLISH: { code: 42253, status: 422 },
  ADDRESS_CONTENT_TOO_LONG: { code: 42254, status: 422 },
  /** A free-text field over its length limit; the form shows the limit beside the field. */
  FIELD_TOO_LONG: { code: 42255, status: 422 },
  CONTACT_PHONE_INVALID: { code: 42256, status: 422 },
  REGION_UNKNOWN: { code: 42257, status: 422 },
  ADDRESS_BOOK_FULL: { code: 40950, status: 409 },
  /** An upload's extension is not among its kind's types; `{types}` lists them (`png/jpg/jpeg`). */
  FILE_TYPE_NOT_ALLOWED: { code: 42240, status: 422 },
  /** A shipping instruction upload that is not a document (spec §8 wording). */
  FILE_TYPE_INSTRUCTION: { code: 42241, status: 422 },
  /** The file's first bytes are not what its extension says, e.g. a PNG named `.pdf`. */
  FILE_CONTENT_MISMATCH: { code: 42242, status: 422 },
  /** An upload with no bytes. */
  FILE_EMPTY: { code: 42243, status: 422 },
  /** An upload without a file, or a form that needs one and names none. */
  FILE_REQUIRED: { code: 42244, status: 422 },
  /** A file offered where its kind does not belong, e.g. a packing photo as the shipping instruction. */
  FILE_KIND_NOT_ALLOWED: { code: 42245, status: 422 },
  /** A zip or workbook whose parts inflate past the bounds (counted while inflating), or exhaust the reader (decision 028). */
  FILE_UNPACKS_TOO_LARGE: { code: 42246, status: 422 },
  /** A file of the right type carrying what it must not: macros, programs, a page or script hidden in it (decision 028). */
  FILE_CONTENT_UNSAFE: { code: 42247, status: 422 },
  /** Text with a control character (NUL and the like; tab and line breaks only where text may have lines). */
  TEXT_CONTROL_CHARACTER: { code: 42248, status: 422 },
  NO_ROUTE: { code: 40410, status: 404 },
  NO_FREIGHT: { code: 40411, status: 404 },
  QUOTE_UNAVAILABLE: { code: 40412, status: 404 },
  CITY_UNKNOWN: { code: 40413, status: 404 },
  TOO_MANY_REQUESTS: { code: 42900, status: 429 },
  SMS_TOO_FREQUENT: { code: 42901, status: 429 },
  LOGIN_LOCKED: { code: 42902, status: 429 },
  REQUEST_ERROR: { code: REQUEST_ERROR_CODE, status: 500 },
  SMS_SEND_FAILED: { code: 50201, status: 502 },
  /** The e-mail service refused or could not be reached (providers/smtp-email.ts). */
  EMAIL_SEND_FAILED: { code: 50202, status: 502 },
  /** The SMS gateway throttles us (its own rate limits); Retry-After says when to try again. */
  SMS_GATEWAY_BUSY: { code: 50301, status: 503 },
  // Booking (issue 4, decision 016): cargo, services, terms, FCL and inquiries. Codes take the x6x
  // block of each status (4036x, 4096x, 4106x, 4226x–4229x, 4296x, 5006x) so they never meet another
  // module's additions.
  /** A required cargo field is missing, or the dangerous-goods details of hazardous cargo (spec §8 wording). */
  CARGO_INCOMPLETE: { code: 42260, status: 422 },
  CARGO_NAME_REQUIRED: { code: 42261, status: 422 },
  CARGO_MARKS_REQUIRED: { code: 42262, status: 422 },
  /** The English name and the marks are printed on the B/L as typed. */
  CARGO_TEXT_ENGLISH: { code: 42263, status: 422 },
  CARGO_VOLUME_MISMATCH: { code: 42264, status: 422 },
  CARGO_PIECES_MISMATCH: { code: 42265, status: 422 },
  DIMENSIONS_INVALID: { code: 42266, status: 422 },
  HS_CODE_INVALID: { code: 42267, status: 422 },
  CARGO_VALUE_INVALID: { code: 42268, status: 422 },
  /** The cargo type "dangerous" and the hazardous flag disagree, or non-hazardous cargo carries DG details. */
  CARGO_DG_MISMATCH: { code: 42269, status: 422 },
  /** A class outside DANGEROUS_GOODS_CLASSES_ACCEPTED (booking-rules.ts); the text names the accepted ones. */
  DG_CLASS_REFUSED: { code: 42270, status: 422 },
  UN_NUMBER_INVALID: { code: 42271, status: 422 },
  INSURANCE_MARKUP_INVALID: { code: 42272, status: 422 },
  TRADE_TERM_REQUIRED: { code: 42273, status: 422 },
  SHIPMENT_TERM_REQUIRED: { code: 42274, status: 422 },
  /** A service the trade or shipment term selects is missing from the order (booking-rules.ts servicesFor). */
  SERVICE_REQUIRED_BY_TERMS: { code: 42275, status: 422 },
  CUSTOMS_TYPE_REQUIRED: { code: 42276, status: 422 },
  CUSTOMS_DOCUMENTS_INVALID: { code: 42277, status: 422 },
  /** Destination clearance selected without documents (spec §8 wording). */
  DEST_DOCS_REQUIRED: { code: 42278, status: 422 },
  PICKUP_CONTACT_REQUIRED: { code: 42279, status: 422 },
  PICKUP_ADDRESS_REQUIRED: { code: 42280, status: 422 },
  /** Outside tomorrow … 30 days ahead (China time), or after the sailing's cargo cut date. */
  PICKUP_DATE_INVALID: { code: 42281, status: 422 },
  PICKUP_SLOT_REQUIRED: { code: 42282, status: 422 },
  /** Insurance selected without a cargo value (spec §5). */
  INSURANCE_VALUE_REQUIRED: { code: 42283, status: 422 },
  INSURED_AMOUNT_MISMATCH: { code: 42284, status: 422 },
  INSURANCE_RISK_REQUIRED: { code: 42285, status: 422 },
  INSURED_PERSON_REQUIRED: { code: 42286, status: 422 },
  DELIVERY_ADDRESS_INCOMPLETE: { code: 42287, status: 422 },
  ZIP_INVALID: { code: 42288, status: 422 },
  WAREHOUSE_SERVICE_REQUIRED: { code: 42289, status: 422 },
  WAREHOUSE_COUNT_INVALID: { code: 42290, status: 422 },
  CONTAINERS_REQUIRED: { code: 42291, status: 422 },
  FCL_WEIGHT_INVALID: { code: 42292, status: 422 },
  FCL_VOLUME_INVALID: { code: 42293, status: 422 },
  /** Spec §5: "Bond type requires bond number and file". */
  BOND_DETAILS_REQUIRED: { code: 42294, status: 422 },
  TRUCKING_INCOMPLETE: { code: 42295, status: 422 },
  PLATE_INVALID: { code: 42296, status: 422 },
  /** Not owner code + U/J/Z + 6 digits + the ISO 6346 check digit. */
  CONTAINER_NUMBER_INVALID: { code: 42297, status: 422 },
  CONTAINER_NUMBER_DUPLICATE: { code: 42298, status: 422 },
  SEAL_NUMBER_INVALID: { code: 42299, status: 422 },
  /** Spec §8: an account that is not verified used its inquiries. */
  INQUIRY_LIMIT_UNVERIFIED: { code: 40360, status: 403 },
  /** A verified account used its monthly inquiries (booking-rules.ts INQUIRY_MONTHLY_ALLOWANCE). */
  INQUIRY_LIMIT_REACHED: { code: 42960, status: 429 },
  /** The inquiry's state does not allow the action (booking-rules.ts INQUIRY_TRANSITIONS). */
  INQUIRY_ACTION_NOT_ALLOWED: { code: 40960, status: 409 },
  QUOTE_NOT_ACCEPTED: { code: 40961, status: 409 },
  /** An operator's quote needs at least one charge (inquiries.ts InquiryQuoteInputSchema). */
  QUOTE_CHARGES_REQUIRED: { code: 42233, status: 422 },
  /** A quote charge's unit price or minimum is not a whole, non-negative amount in minor units. */
  PRICE_INVALID: { code: 42234, status: 422 },
  /** A quote's validity must run from today to 90 days ahead. */
  QUOTE_VALIDITY_INVALID: { code: 42235, status: 422 },
  /** Rejecting an inquiry needs the reason the customer reads. */
  REJECT_REASON_REQUIRED: { code: 42236, status: 422 },
  /** The price the user saw (its priceToken) is no longer the order's price: the answer carries the new one. */
  PRICE_CHANGED: { code: 40970, status: 409 },
  /** An Idempotency-Key already used for a different request (decision 017). */
  IDEMPOTENCY_KEY_REUSED: { code: 40971, status: 409 },
  /** createorder needs an Idempotency-Key header of 8–128 letters, digits, '-' or '_'. */
  IDEMPOTENCY_KEY_REQUIRED: { code: 42231, status: 422 },
  /** A selected service has no tariff at the order's port (service_tariffs, decision 017). */
  SERVICE_NOT_OFFERED: { code: 42232, status: 422 },
  /** An FCL order's container type has no price on its line or in its inquiry's quote (decision 019). */
  CONTAINER_TYPE_NOT_OFFERED: { code: 42239, status: 422 },
  /** The order's status does not allow this move for this actor (domain/order-flow.ts): nothing changed. */
  ORDER_MOVE_NOT_ALLOWED: { code: 40972, status: 409 },
  /** The booking can be changed only while it waits for review. */
  ORDER_NOT_EDITABLE: { code: 40973, status: 409 },
  /** The letter of instruction was already processed or cancelled. */
  LETTER_NOT_CANCELLABLE: { code: 40974, status: 409 },
  /** A tracking number that is none of the three types (B/L or booking number, container number, contract number). */
  TRACKING_NUMBER_INVALID: { code: 42570, status: 422 },
  /** A container number whose ISO 6346 check digit is wrong. */
  CONTAINER_NO_CHECK_DIGIT: { code: 42571, status: 422 },
  /** Spec §8 "please upload the shipping instruction file". */
  LETTER_FILE_REQUIRED: { code: 42572, status: 422 },
  /** An Excel that is not our letter-of-instruction template, or has nothing in it to read. */
  LETTER_TEMPLATE_UNREADABLE: { code: 42573, status: 422 },
  /** A business node's time may not lie in the future or before the order was placed. */
  MILESTONE_TIME_INVALID: { code: 42574, status: 422 },
  /** A saved draft (domain/drafts.ts) is limited to 64 KB of JSON. */
  DRAFT_TOO_LARGE: { code: 42560, status: 422 },
  /** The drafts' files download zips at most 200 files and 500 MB. */
  DRAFT_FILES_TOO_MANY: { code: 42561, status: 422 },
  /** The quote's validity date has passed: it cannot be accepted or booked at its old price. */
  QUOTE_EXPIRED: { code: 41060, status: 410 },
  /** Spec §8 "order placement failed": the order could not be created for a reason not listed above. */
  ORDER_FAILED: { code: 50060, status: 500 },
  /** Spec §8 "submission failed": a form (inquiry, order details) could not be saved. */
  SUBMIT_FAILED: { code: 50061, status: 500 },
  // Back office (issue 6): rates desk.
  /** A rate's price: not a non-negative amount with the currency's decimals, or over the cap (ops-rates.ts). */
  RATE_PRICE_INVALID: { code: 42580, status: 422 },
  /** A rate valid from a day after its last day. */
  RATE_VALIDITY_EMPTY: { code: 42581, status: 422 },
  CARRIER_UNKNOWN: { code: 42582, status: 422 },
  CARRIER_REQUIRED: { code: 42583, status: 422 },
  /** No sailing day, or a day outside 1 (Monday) … 7. */
  RATE_WEEKDAYS_REQUIRED: { code: 42584, status: 422 },
  /** Cut-off or transit days outside their bounds (RATE_DAY_LIMITS). */
  RATE_DAYS_INVALID: { code: 42585, status: 422 },
  RATE_DATE_INVALID: { code: 42586, status: 422 },
  CONTAINER_TYPE_UNKNOWN: { code: 42587, status: 422 },
  /** An exchange rate that is not a positive decimal with up to 8 decimals. */
  CURRENCY_RATE_INVALID: { code: 42588, status: 422 },
  /** USD is the base of the rates table: its rate is always 1. */
  CURRENCY_RATE_BASE: { code: 42589, status: 422 },
  /** A withdrawn rate stays as it was: the operator enters a new one instead. */
  RATE_WITHDRAWN: { code: 40980, status: 409 },
  /** An LCL service's surcharge lines are in its currency: the currency cannot change under them. */
  RATE_CURRENCY_LOCKED: { code: 40981, status: 409 },
  // Back office (issue 6): rate sheet.
  /** The rate sheet has problems (the answer's data is the row-by-row report): nothing was imported. */
  RATE_SHEET_INVALID: { code: 42590, status: 422 },
  /** The upload is not an .xlsx workbook that can be read. */
  RATE_SHEET_UNREADABLE: { code: 42591, status: 422 },
  /** The workbook has no LCL, FCL or Currency sheet with a rate in it. */
  RATE_SHEET_EMPTY: { code: 42592, status: 422 },
  /** A required column of the sheet is missing (its title is not in row 1). */
  RATE_SHEET_COLUMN_MISSING: { code: 42593, status: 422 },
  /** The row's ID names no published rate of that sheet. */
  RATE_SHEET_ID_UNKNOWN: { code: 42594, status: 422 },
  /** The row repeats an earlier row's rate ID or currency. */
  RATE_SHEET_DUPLICATE: { code: 42595, status: 422 },
  /** More rate rows than one file may hold. */
  RATE_SHEET_TOO_MANY_ROWS: { code: 42596, status: 422 },
  /** A cell of a drop-down column holds none of its choices. */
  RATE_SHEET_CHOICE_INVALID: { code: 42597, status: 422 },
  /** The rates to export do not fit the export's memory or time (the writer's worker gave up). */
  RATE_SHEET_EXPORT_TOO_LARGE: { code: 42598, status: 422 },
  // Back office (issue 6): inquiry desk.
  /** An operator may not quote or reject an inquiry the customer cancelled. */
  INQUIRY_CANCELLED_BY_CUSTOMER: { code: 40985, status: 409 },
  /** An operator may not quote or reject an inquiry the customer deleted. */
  INQUIRY_DELETED_BY_CUSTOMER: { code: 40986, status: 409 },
  /** An inquiry the customer already ordered from is closed to the desk. */
  INQUIRY_ALREADY_ORDERED: { code: 40987, status: 409 },
  /** A rejected inquiry can be neither quoted nor rejected again. */
  INQUIRY_ALREADY_REJECTED: { code: 40988, status: 409 },
  /** The customer accepted the current quote: it is replaced only once it has expired. */
  QUOTE_ALREADY_ACCEPTED: { code: 40989, status: 409 },
  // Back office (issue 6): order desk.
  /** A plain move cannot quote an order: POST /v2/ops/order/quote prices it and moves it. */
  ORDER_QUOTE_NEEDS_FEES: { code: 40990, status: 409 },
  /** The order's quote is past its validity day: the customer may decline it or wait for a new one. */
  ORDER_QUOTE_EXPIRED: { code: 40991, status: 409 },
  /** A quote's charge names a container type the order does not book. */
  ORDER_QUOTE_CONTAINER_TYPE: { code: 42600, status: 422 },
  /** A quote prices container types but leaves out one the order books. */
  ORDER_QUOTE_CONTAINER_UNPRICED: { code: 42601, status: 422 },
  /** An operator's upload must send the order and the category before the file. */
  ORDER_UPLOAD_FIELDS_FIRST: { code: 42602, status: 422 },
  /** Confirming the booking records the carrier's booking number: it is required (issue 14). */
  BOOKING_NO_REQUIRED: { code: 42605, status: 422 },
  /** A booking number is 3–30 letters, digits, '-' or '/', starting with a letter or digit. */
  BOOKING_NO_INVALID: { code: 42606, status: 422 },
  // Back office (issue 6): letter desk.
  /** The letter no longer waits for an operator (processed or rejected): nothing changed. */
  LETTER_NOT_PENDING: { code: 40995, status: 409 },
  /** The customer withdrew the letter: an operator can no longer act on it. */
  LETTER_WITHDRAWN: { code: 40996, status: 409 },
  /** Confirming asks for a letter our template was read into (processed_parsed, no order yet). */
  LETTER_NOT_PARSED: { code: 40997, status: 409 },
  /** The parsed letter's draft was submitted or deleted by the customer. */
  LETTER_DRAFT_GONE: { code: 40998, status: 409 },
  /** The customer changed the parsed draft while the operator was confirming it. */
  LETTER_DRAFT_CHANGED: { code: 40999, status: 409 },
  LETTER_REJECT_REASON_REQUIRED: { code: 42610, status: 422 },
  LETTER_REJECT_REASON_TOO_LONG: { code: 42611, status: 422 },
  /** The order an operator links a letter to belongs to another tenant than the letter. */
  LETTER_ORDER_OTHER_TENANT: { code: 42612, status: 422 },
  /** The parsed draft has no sailing and the operator chose none. */
  LETTER_SAILING_REQUIRED: { code: 42613, status: 422 },
  // Back office (issue 6): dashboard, audit and staff.
  /** A new operator without a username. */
  STAFF_USERNAME_REQUIRED: { code: 42620, status: 422 },
  /** A username outside 3–30 characters of a–z, 0–9, dot, underscore or hyphen. */
  STAFF_USERNAME_INVALID: { code: 42621, status: 422 },
  /** A role that is not one of the staff roles. */
  STAFF_ROLE_UNKNOWN: { code: 42622, status: 422 },
  /** An edit that names another username: a username is fixed once created. */
  STAFF_USERNAME_FIXED: { code: 42623, status: 422 },
  /** An audit search whose first day is after its last. */
  AUDIT_RANGE_INVALID: { code: 42624, status: 422 },
  STAFF_USERNAME_TAKEN: { code: 40975, status: 409 },
  /** An administrator disabling their own account. */
  STAFF_SELF_DISABLE: { code: 40976, status: 409 },
  /** A change that would leave no enabled administrator. */
  STAFF_LAST_ADMIN: { code: 40977, status: 409 },
  // Verification (issue 16, decision 034): the 4234x, 4094x blocks.
  /** An ID number that is not of its document type's form (or a resident ID with an impossible birth date). */
  ID_NUMBER_INVALID: { code: 42340, status: 422 },
  /** An 18-character ID number whose GB 11643 check character is wrong. */
  ID_CHECK_DIGIT: { code: 42341, status: 422 },
  /** Not 18 characters of the GB 32100 alphabet. */
  CREDIT_CODE_INVALID: { code: 42342, status: 422 },
  /** A unified social credit code whose GB 32100 check character is wrong. */
  CREDIT_CODE_CHECK: { code: 42343, status: 422 },
  REAL_NAME_REQUIRED: { code: 42344, status: 422 },
  COMPANY_NAME_REQUIRED: { code: 42345, status: 422 },
  ID_IMAGES_REQUIRED: { code: 42346, status: 422 },
  LICENCE_REQUIRED: { code: 42347, status: 422 },
  COMPANY_ADDRESS_REQUIRED: { code: 42348, status: 422 },
  /** The credit code (or ID number) is already verified on another account. */
  CREDIT_CODE_TAKEN: { code: 40940, status: 409 },
  /** An application of this account is already in review; nothing is sent twice. */
  VERIFICATION_IN_REVIEW: { code: 40941, status: 409 },
  /** The application asked for does not fit the account's state (e.g. verifying twice, upgrading a company). */
  VERIFICATION_NOT_ALLOWED: { code: 40942, status: 409 },
  /** The reviewer acts on an application already decided. */
  VERIFICATION_DECIDED: { code: 40943, status: 409 },
  ID_NUMBER_TAKEN: { code: 40944, status: 409 },
  // Bills and payments (issue 17, decision 036): the 4091x, 4236x–4237x blocks and 50203.
  /** Confirming or disputing a bill that is not waiting for confirmation. */
  BILL_NOT_CONFIRMABLE: { code: 40910, status: 409 },
  /** Paying or remitting a bill (or a currency of it) that has nothing to pay, is not confirmed, or has a remittance being checked. */
  BILL_NOT_PAYABLE: { code: 40911, status: 409 },
  /** Paying a bill that is already settled: refused before any gateway is called. */
  BILL_SETTLED: { code: 40912, status: 409 },
  /** Finance changing or sending a bill that is neither a draft nor disputed. */
  BILL_NOT_EDITABLE: { code: 40913, status: 409 },
  /** Billing an order that is cancelled, rejected or still in review. */
  ORDER_NOT_BILLABLE: { code: 40914, status: 409 },
  /** Billing an order's fee lines that are already on a bill (or an order with none left). */
  ORDER_FEES_BILLED: { code: 40915, status: 409 },
  /** Finance deciding a remittance already confirmed or returned. */
  REMITTANCE_DECIDED: { code: 40916, status: 409 },
  /** Sending a bill with nothing to pay. */
  BILL_EMPTY: { code: 40917, status: 409 },
  /** A fee line's currency has no exchange rate to convert it to USD. */
  EXCHANGE_RATE_MISSING: { code: 40918, status: 409 },
  DISPUTE_REMARK_REQUIRED: { code: 42360, status: 422 },
  BILLS_REQUIRED: { code: 42361, status: 422 },
  BILLS_TOO_MANY: { code: 42362, status: 422 },
  REMITTANCE_AMOUNT_INVALID: { code: 42363, status: 422 },
  /** Spec §5: the payment voucher upload is required. */
  VOUCHER_REQUIRED: { code: 42364, status: 422 },
  /** An online channel that is not offered, or does not take the currency. */
  PAYMENT_CHANNEL_UNAVAILABLE: { code: 42365, status: 422 },
  BILL_EDIT_REASON_REQUIRED: { code: 42366, status: 422 },
  BILL_LINES_REQUIRED: { code: 42367, status: 422 },
  BILL_AMOUNT_INVALID: { code: 42368, status: 422 },
  BILL_LINE_NAME_REQUIRED: { code: 42369, status: 422 },
  ORDER_NO_REQUIRED: { code: 42370, status: 422 },
  RETURN_REASON_REQUIRED: { code: 42371, status: 422 },
  /** The finance desk's takings asked for a day that is not a YYYY-MM-DD calendar day. */
  TAKINGS_DAY_INVALID: { code: 42372, status: 422 },
  /** A refund needs its reason (the customer reads it on the bill). */
  REFUND_REASON_REQUIRED: { code: 42310, status: 422 },
  /** Recording a refund's transfer needs the bank's reference. */
  REFUND_REFERENCE_REQUIRED: { code: 42311, status: 422 },
  /** A refund's amount is not a positive amount of CNY or USD. */
  REFUND_AMOUNT_INVALID: { code: 42312, status: 422 },
  /** A working-calendar day (or year) that is not a calendar day. */
  CALENDAR_DAY_INVALID: { code: 42313, status: 422 },
  CALENDAR_NAME_REQUIRED: { code: 42314, status: 422 },
  /** A holiday on a weekend, or a workday on a weekday: already so, nothing to keep. */
  CALENDAR_DAY_NOT_EXCEPTION: { code: 42315, status: 422 },
  BANK_ACCOUNT_NAME_REQUIRED: { code: 42316, status: 422 },
  BANK_NAME_REQUIRED: { code: 42317, status: 422 },
  BANK_ACCOUNT_NO_REQUIRED: { code: 42318, status: 422 },
  /** More bank accounts than customers can choose among (10). */
  BANK_ACCOUNTS_TOO_MANY: { code: 42319, status: 422 },
  /** A refund over what the customer paid for the order in that currency, less refunds already made. */
  REFUND_OVER_LIMIT: { code: 40934, status: 409 },
  /** Recording a transfer for a bill that is not a refund confirmed by the customer and still open. */
  REFUND_NOT_DUE: { code: 40935, status: 409 },
  /** The payment gateway refused or did not answer the payment's creation. */
  PAYMENT_GATEWAY_FAILED: { code: 50203, status: 502 },
  // Personal information (issue 16).
  OLD_PASSWORD_REQUIRED: { code: 42349, status: 422 },
  /** The old password given to change it is wrong (counted like a failed login). */
  OLD_PASSWORD_WRONG: { code: 42350, status: 422 },
  PASSWORD_UNCHANGED: { code: 42351, status: 422 },
  // Bill of lading (issue 19, decision 037).
  /** A field the B/L may not lack (spec §5: number of packages, gross weight, measurement, packing type). */
  BL_FIELD_REQUIRED: { code: 42690, status: 422 },
  /** A gross weight that is not a positive number (kg, up to three decimals). */
  BL_WEIGHT_INVALID: { code: 42691, status: 422 },
  /** A measurement that is not a positive number (m³, up to three decimals). */
  BL_VOLUME_INVALID: { code: 42692, status: 422 },
  /** A number of packages that is not a positive whole number. */
  BL_PIECES_INVALID: { code: 42693, status: 422 },
  /** A modification that changes nothing of the draft it modifies. */
  BL_NO_CHANGES: { code: 42694, status: 422 },
  /** Rejecting a modification needs the reason the customer reads. */
  BL_REASON_REQUIRED: { code: 42695, status: 422 },
  /** The final bill needs its B/L number. */
  BL_NUMBER_REQUIRED: { code: 42696, status: 422 },
  /** The number of originals of an original bill is 1 to 3; telex release and sea waybill have none. */
  BL_ORIGINALS_INVALID: { code: 42697, status: 422 },
  /** The draft is not in a state that allows this (already issued, being modified, no draft yet…). */
  BL_STATE_INVALID: { code: 40930, status: 409 },
  /** A B/L step (draft, check, issue) taken through a plain status move instead of the B/L's own calls. */
  ORDER_MOVE_USE_BL: { code: 40933, status: 409 },
  /** The customer confirmed the draft: it cannot be modified any more. */
  BL_CONFIRMED: { code: 40931, status: 409 },
  /** The amendment fee shown is no longer the fee: the answer carries the current one. */
  BL_FEE_CHANGED: { code: 40932, status: 409 },
  /** The amendment fee must be accepted before the modification is sent. */
  BL_FEE_NOT_ACCEPTED: { code: 42698, status: 422 },
  // Sub-accounts, join requests and order transfer (issue 16, decision 033).
  /** A sub-account's username: letters or underscore only, 2 to 30. */
  SUB_USERNAME_REQUIRED: { code: 42380, status: 422 },
  SUB_USERNAME_INVALID: { code: 42381, status: 422 },
  /** The company already has a sub-account of this username. */
  SUB_USERNAME_TAKEN: { code: 40920, status: 409 },
  /** A sub-account may be given only permissions (and actions) the granting account holds itself. */
  SUB_PERMISSION_NOT_HELD: { code: 42382, status: 422 },
  CONTACT_REQUIRED: { code: 42383, status: 422 },
  COMPANY_CODE_REQUIRED: { code: 42384, status: 422 },
  /** No company has this code (spec: "company info does not exist"). */
  COMPANY_NOT_FOUND: { code: 42385, status: 422 },
  /** The company exists but is not verified (spec: "not yet certified"). */
  COMPANY_NOT_VERIFIED: { code: 42386, status: 422 },
  DECISION_REASON_REQUIRED: { code: 42387, status: 422 },
  /** An order may be moved only to an enabled account of the same company. */
  TRANSFER_TARGET_INVALID: { code: 42388, status: 422 },
  ORDERS_REQUIRED: { code: 42389, status: 422 },
  /** The applicant already has a request to this company waiting. */
  JOIN_REQUEST_PENDING: { code: 40921, status: 409 },
  /** The join request was approved or rejected already. */
  JOIN_REQUEST_DECIDED: { code: 40922, status: 409 },
  /** Sub-accounts belong to a verified company: others are led to verification. */
  SUB_ACCOUNTS_NEED_COMPANY: { code: 40320, status: 403 },
  /** Only a person's own account applies to join a company. */
  JOIN_NOT_ALLOWED: { code: 40321, status: 403 },
  /** A new e-mail address the same as the account's current one. */
  EMAIL_UNCHANGED: { code: 42352, status: 422 },
  // Operation notices (issue 16, decision 038): the 4239x block.
  /** A notice's title missing in one of the three languages. */
  NOTICE_TITLE_REQUIRED: { code: 42390, status: 422 },
  /** A notice's text missing in one of the three languages. */
  NOTICE_BODY_REQUIRED: { code: 42391, status: 422 },
  /** A notice's start or end that is not a real China time, or an end not after its start. */
  NOTICE_WINDOW_INVALID: { code: 42392, status: 422 },
  /** A notice withdrawn already, or one whose end has passed: it cannot be withdrawn again. */
  NOTICE_NOT_ACTIVE: { code: 40951, status: 409 },
  // Invoices (issue 17, decision 040): the 4240x and 40904–40907 blocks.
  /** Asking for an invoice of a bill that is not settled yet (on the field `billIds`). */
  BILL_NOT_SETTLED: { code: 42400, status: 422 },
  INVOICE_TITLE_REQUIRED: { code: 42401, status: 422 },
  /** A company title needs its taxpayer number (the unified social credit code). */
  INVOICE_TAX_NO_REQUIRED: { code: 42402, status: 422 },
  /** A paper invoice is posted: it needs a delivery address. */
  INVOICE_DELIVERY_REQUIRED: { code: 42403, status: 422 },
  /** Rejecting an invoice, or asking to correct one, needs the reason. */
  INVOICE_REASON_REQUIRED: { code: 42404, status: 422 },
  INVOICE_TITLES_TOO_MANY: { code: 42405, status: 422 },
  /** The PDF finance uploaded to issue an invoice is not a PDF, is empty, or is over 512 kB. */
  INVOICE_PDF_INVALID: { code: 42406, status: 422 },
  /** A bill already on an invoice (requested, issued or being corrected): a bill is invoiced once. */
  BILL_INVOICED: { code: 40904, status: 409 },
  /** Finance issuing or rejecting an invoice already decided. */
  INVOICE_NOT_DECIDABLE: { code: 40905, status: 409 },
  /** Correcting an invoice that is not issued (not yet, rejected, or already being corrected). */
  INVOICE_NOT_CORRECTABLE: { code: 40906, status: 409 },
  /** The PDF of an invoice not issued yet. */
  INVOICE_NOT_ISSUED: { code: 40907, status: 409 },
  /** Making an invoice PDF while the seller's name and tax number are not configured: upload the PDF instead. */
  INVOICE_SELLER_MISSING: { code: 40908, status: 409 },
  // Monthly statements (issue 17, decision 041): 42430–42459 and 40923–40929.
  /** A statement day outside 1–28. */
  STATEMENT_DAY_INVALID: { code: 42430, status: 422 },
  /** A credit limit that is not a whole number of fen from 0 to ¥100,000,000. */
  CREDIT_LIMIT_INVALID: { code: 42431, status: 422 },
  /** A period that is not a YYYY-MM month, or one later than the current China month. */
  STATEMENT_PERIOD_INVALID: { code: 42432, status: 422 },
  /** A monthly customer's new bill waits for the month's statement; it is not sent alone. */
  BILL_WAITS_FOR_STATEMENT: { code: 40923, status: 409 },
  /** The company has no monthly-settlement contract. */
  NOT_MONTHLY_CUSTOMER: { code: 40924, status: 409 },
  /** The month of this company is closed already. */
  STATEMENT_EXISTS: { code: 40925, status: 409 },
  /** No bill waits for this month's statement. */
  STATEMENT_EMPTY: { code: 40926, status: 409 },
} as const satisfies Record<string, Entry>;

export type ErrorKey = keyof typeof ERRORS;

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** Finds the catalogue key of an `error.code` the server sent. */
export function errorKeyByCode(code: number): ErrorKey | undefined {
  return (Object.keys(ERRORS) as ErrorKey[]).find((key) => ERRORS[key].code === code);
}
