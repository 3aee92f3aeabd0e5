import type { CallAnswer, CallInput } from '@seabook/domain/call';
import { statementsCalls as calls } from '@seabook/domain/statements.calls';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';
import { call, download } from '../../lib/call.ts';

/** A monthly customer's statements (decision 041, domain/statements.calls.ts). */

export type StatementList = CallAnswer<typeof calls.list>;
export type StatementDetail = CallAnswer<typeof calls.detail>;

/** Under the bills' key, so confirming or paying a bill refreshes its statement too. */
function useStatementKey(...parts: readonly unknown[]) {
  const token = useToken();
  const locale = useLocale();
  return { key: [SESSION_KEY, token, locale, 'bills', 'statements', ...parts], enabled: token !== null };
}

export function useStatements(query: CallInput<typeof calls.list>): UseQueryResult<StatementList, ApiError> {
  const { key, enabled } = useStatementKey('list', query);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(calls.list, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStatement(id: string): UseQueryResult<StatementDetail, ApiError> {
  const { key, enabled } = useStatementKey('detail', id);
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.detail, { id }, { signal }), enabled });
}

export function downloadStatement(id: string, name: string): Promise<void> {
  return download(calls.excel, { id }, name);
}
