import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthFrame } from './AuthFrame/AuthFrame.tsx';

// Story helpers shared by the account screens' stories, so each file keeps only its own states.

/** Meta parameters and decorator that show a form full screen inside the login screen's frame. */
export function inAuthFrame(title: string): {
  parameters: { layout: 'fullscreen' };
  decorators: Decorator[];
} {
  return {
    parameters: { layout: 'fullscreen' },
    decorators: [
      (Story) => (
        <AuthFrame title={title}>
          <Story />
        </AuthFrame>
      ),
    ],
  };
}

/** A story showing `errorText`, whose play checks that it is announced as an alert. */
export function errorStory<TArgs extends object = object>(errorText: string, args?: TArgs) {
  return {
    args: { ...args, errorText },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(errorText);
    },
  };
}

/** Globals of the phone-sized stories. */
export const phoneViewport = { viewport: { value: 'mobile1', isRotated: false } };
