import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button.tsx';

afterEach(cleanup);

function renderMenu(onSelect = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <MenuButton
            aria-label="Language"
            items={[
              { key: 'a', label: 'Alpha', to: '/a', current: true },
              { key: 'divider', divider: true },
              { key: 'b', label: 'Beta', onSelect },
            ]}
          >
            Open
          </MenuButton>
        ),
      },
      { path: '/a', element: <p>page a</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSelect, button: screen.getByRole('button', { name: 'Language' }) };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('MenuButton', () => {
  it('opens from the keyboard, moves with the arrows and gives the focus back on Escape', async () => {
    const { button } = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await nextFrame();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const [alpha, beta] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(alpha);
    expect(alpha?.getAttribute('aria-current')).toBe('page');
    fireEvent.keyDown(alpha as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(beta);
    // The arrows wrap around.
    fireEvent.keyDown(beta as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action and closes, follows a link, and closes on a click outside', async () => {
    const { button, onSelect, router } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Beta' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Alpha' }));
    expect(router.state.location.pathname).toBe('/a');
  });
});
