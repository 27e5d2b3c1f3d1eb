import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './Tooltip';

afterEach(cleanup);

const icon = () => screen.getByRole('button');

describe('Tooltip', () => {
  it('names an unnamed element by its hint from the first paint, before any tooltip code is in', () => {
    render(<Tooltip title="Open the menu"><button type="button">☰</button></Tooltip>);
    expect(icon().getAttribute('aria-label')).toBe('Open the menu');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('leaves a described element its own name', () => {
    render(<Tooltip title="Disable" describeChild><button type="button" aria-label="Disable ana.ops">×</button></Tooltip>);
    expect(icon().getAttribute('aria-label')).toBe('Disable ana.ops');
  });

  it('shows the hint on hover beside the same element, which a press then still clicks, and hides it on leaving', async () => {
    let clicks = 0;
    render(<Tooltip title="Delete" describeChild><button type="button" aria-label="Delete the key" onClick={() => { clicks += 1; }}>×</button></Tooltip>);
    const before = icon();
    fireEvent.pointerEnter(before, { pointerType: 'mouse' });
    const hint = await screen.findByRole('tooltip');
    expect(hint.textContent).toBe('Delete');
    expect(icon()).toBe(before);
    expect(before.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(before);
    expect(clicks).toBe(1);
    fireEvent.pointerLeave(before, { pointerType: 'mouse' });
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    expect(before.getAttribute('aria-describedby')).toBeNull();
  });

  it('hides a shown hint on Escape', async () => {
    render(<Tooltip title="Copy"><button type="button">⧉</button></Tooltip>);
    fireEvent.pointerEnter(icon(), { pointerType: 'mouse' });
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('draws the element alone when the hint is empty', () => {
    render(<Tooltip title=""><button type="button" aria-label="Accounts">▤</button></Tooltip>);
    fireEvent.pointerEnter(icon(), { pointerType: 'mouse' });
    expect(icon().getAttribute('aria-label')).toBe('Accounts');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
