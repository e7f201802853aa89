import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { fakeApi } from './fake-api';
import { renderApp } from './render-app';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d$/ });
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

async function openCodeScreen(otpLength = 6) {
  fakeApi({}, { otpLength });
  await renderApp(paths.verificationCode);
  await screen.findByRole('group', { name: 'Verification code' });
  await waitFor(() => expect(boxes()).toHaveLength(otpLength));
  return userEvent.setup();
}

beforeEach(() => localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' })));

describe('the code boxes', () => {
  it.each([6, 4])('show one labelled numeric box per digit of the configured length (%i)', async (length) => {
    await openCodeScreen(length);
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(
      Array.from({ length }, (_, i) => `Digit ${i + 1}`),
    );
    for (const box of boxes()) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    }
  });

  it('focus the first box on load', async () => {
    await openCodeScreen();
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
  });

  it('advance as digits are typed, and ignore anything else', async () => {
    const user = await openCodeScreen();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('replace a digit typed over, then move on', async () => {
    const user = await openCodeScreen();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('7');
    expect(values().slice(0, 2)).toEqual(['7', '2']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('go back and clear the previous box on Backspace in an empty box', async () => {
    const user = await openCodeScreen();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('fill from a paste, stripping non-digits and stopping at the code length', async () => {
    const user = await openCodeScreen(4);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste('code: 98-76 54');
    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('take a whole code dropped into one box (the keyboard suggestion)', async () => {
    await openCodeScreen();
    fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '654321' } });
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(boxes()[5]).toHaveFocus();
  });
});
