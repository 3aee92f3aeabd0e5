import type {
  MessageKind,
  MessageList,
  MessageReadAnswer,
  MessageReadRequest,
  OperateNotice,
} from '@seabook/domain/messages';
import { messagesCalls } from '@seabook/domain/messages.calls';
import { keepPreviousData, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** The message centre's calls: the account's messages, the unread count, marking read, and the platform notices. */

export type MessageFilter = { unread: boolean; kind?: MessageKind | undefined; page: number; pageSize: number };

function messagesKey(token: string | null) {
  return [SESSION_KEY, token, 'messages'] as const;
}

/** GET getmessagelist: one page, newest first, all or unread only. */
export function useMessageList(filter: MessageFilter): UseQueryResult<MessageList, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...messagesKey(token), 'list', filter],
    queryFn: ({ signal }) =>
      call(
        messagesCalls.list,
        { unread: filter.unread ? '1' : undefined, kind: filter.kind, page: filter.page, pageSize: filter.pageSize },
        { signal },
      ),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET unread: the count of the menu's badge; read again at most every 30 s and after any mark. */
export function useUnreadCount(enabled = true): UseQueryResult<number, ApiError> {
  const token = useToken();
  return useQuery({
    queryKey: [...messagesKey(token), 'unread'],
    queryFn: async ({ signal }) => (await call(messagesCalls.unread, undefined, { signal, silent: true })).count,
    enabled: token !== null && enabled,
    staleTime: 30_000,
  });
}

/** POST read: marks the named messages (or all) read, then reads the list and the count again. */
export function useMarkRead() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<MessageReadAnswer, ApiError, MessageReadRequest>({
    mutationFn: (request) => call(messagesCalls.read, request),
    onSuccess: async (answer) => {
      client.setQueryData([...messagesKey(token), 'unread'], answer.count);
      await client.invalidateQueries({ queryKey: [...messagesKey(token), 'list'] });
    },
  });
}

/** GET getoperatelist: the platform's announcements (the same for everyone). */
export function useOperateNotices(enabled: boolean): UseQueryResult<OperateNotice[], ApiError> {
  return useQuery({
    queryKey: ['operate-notices'],
    queryFn: ({ signal }) => call(messagesCalls.operateNotices, undefined, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
