/**
 * The web's side of the call table (decision 029): `call(declared, input, options)` makes a declared
 * call, `download(declared, input, name)` saves a call's file answer. They live beside what they wrap
 * (api.ts, download.ts); code on the first page imports `call` from api.ts itself, so the first page
 * loads no extra file for this one.
 */
export { call } from './api.ts';
export { download } from './download.ts';
