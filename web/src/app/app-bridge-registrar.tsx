import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerAppBridge } from '../lib/app-bridge.ts';

/** Hands the themed antd notification and the router to the API client (see lib/app-bridge.ts). */
export function AppBridgeRegistrar() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerAppBridge({
        notify: ({ type, title, description, duration }) => notification[type]({ title, description, duration }),
        navigate: (to) => void navigate(to, { replace: true }),
      }),
    [notification, navigate],
  );
  return null;
}
