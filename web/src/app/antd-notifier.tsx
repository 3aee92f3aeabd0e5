import { App } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../components/antd-scope.tsx';
import { type Notice, registerAppBridge, takePendingNotices } from '../lib/app-bridge.ts';

function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    const notify = ({ type, title, description, duration }: Notice) =>
      notification[type]({ title, description, duration });
    const restore = registerAppBridge({ notify });
    for (const notice of takePendingNotices()) notify(notice);
    return restore;
  }, [notification]);
  return null;
}

/**
 * antd's themed notification for the API client (lib/app-bridge.ts). The root layout loads it when the
 * first notice is asked for, and keeps it from then on.
 */
export default function AntdNotifier() {
  return (
    <AntdScope>
      <NotifierBridge />
    </AntdScope>
  );
}
