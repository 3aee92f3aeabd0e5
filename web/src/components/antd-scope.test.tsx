import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope.tsx';

function Probe({ label }: { label: string }) {
  const { message } = App.useApp();
  return <p data-testid={label}>{typeof message.info}</p>;
}

afterEach(cleanup);

describe('AntdScope', () => {
  it('is one scope even when a page inside a frame brings its own (the account centre)', () => {
    const { container } = render(
      <AntdScope>
        <Probe label="frame" />
        <AntdScope>
          <Probe label="page" />
        </AntdScope>
      </AntdScope>,
    );
    // One theme and one App (notifications, messages, dialogs) for the frame and its page.
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getByTestId('page').textContent).toBe('function');
  });

  it('gives a page on its own antd App', () => {
    const { container } = render(
      <AntdScope>
        <Probe label="page" />
      </AntdScope>,
    );
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getByTestId('page').textContent).toBe('function');
  });
});
