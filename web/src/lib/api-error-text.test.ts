import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiErrorText } from './api-error-text.ts';

describe('what a failed call says', () => {
  it('shows a failed call in the catalogue’s words when its code is ours, else in the server’s', () => {
    const ours = new ApiError({ code: 42201, msg: '请输入正确的手机号码', status: 422 });
    expect(apiErrorText(ours, 'en')).toBe('Please enter a valid mobile number.');
    const theirs = new ApiError({ code: 12345, msg: 'Gateway said no', status: 502 });
    expect(apiErrorText(theirs, 'en')).toBe('Gateway said no');
  });
});
